import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { headerPopover } from '@/ui/header-popover';
import { outbox } from '../default-outbox';
import type { OutboxItem } from '../types';
import { useOutboxItems, useOutboxSync } from '../use-outbox';

const STATE_TEXT: Record<OutboxItem['state'], string> = {
  pending: 'Waiting to send; tries again by itself',
  'needs-confirm': 'Not sent. Prices may have moved: check it, then send it yourself',
  failed: 'Not accepted',
};

function QueueItem({ item }: { item: OutboxItem }) {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<unknown>) => {
    setBusy(true);
    void action()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Box as="li" py={2} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Text fontWeight="medium">{item.label}</Text>
      <Text fontSize="sm" color="fg.muted">
        {STATE_TEXT[item.state]}
        {item.lastError ? ` · ${item.lastError}` : ''}
      </Text>
      <Text fontSize="xs" color="fg.subtle">
        {formatIndianDateTime(new Date(item.createdAt))}
      </Text>
      <HStack mt={1} gap={2}>
        {item.state === 'needs-confirm' ? (
          <Button
            size="xs"
            colorPalette="purple"
            loading={busy}
            onClick={() => run(() => outbox.confirm(item.id))}
          >
            Send now
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            loading={busy}
            onClick={() => run(() => outbox.retry(item.id))}
          >
            Retry
          </Button>
        )}
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          disabled={busy}
          onClick={() => run(() => outbox.discard(item.id))}
        >
          Discard
        </Button>
      </HStack>
    </Box>
  );
}

/**
 * "Waiting to send (N)" in the signed-in header, shown while the user has unsent writes; it
 * opens the queue, where each can be retried, confirmed or discarded.
 */
export function OutboxStatus() {
  useOutboxSync();
  const items = useOutboxItems();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const attention = items.some((item) => item.state !== 'pending');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  return (
    <Box position="relative" onKeyDown={onKeyDown}>
      <Box role="status" aria-live="polite" display="contents">
        {items.length > 0 ? (
          <Button
            size="xs"
            variant="subtle"
            colorPalette={attention ? 'red' : 'orange'}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            data-testid="outbox-indicator"
          >
            Waiting to send ({items.length})
          </Button>
        ) : null}
      </Box>
      {open && items.length > 0 ? (
        <Box
          id={panelId}
          role="region"
          aria-label="Changes waiting to send"
          css={headerPopover}
          w="min(22rem, calc(100vw - 2rem))"
          maxH="70vh"
          overflowY="auto"
        >
          <Stack gap={1}>
            <HStack justify="space-between">
              <Text fontWeight="semibold">Waiting to send</Text>
              <Badge>{items.length}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Kept on this device until the server has them; each is sent once.
            </Text>
            <Box as="ul" listStyleType="none">
              {items.map((item) => (
                <QueueItem key={item.id} item={item} />
              ))}
            </Box>
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
