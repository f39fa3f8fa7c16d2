import { Badge, Box, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { headerPopover } from '@/ui/header-popover';
import { useNotifications } from '../api/notifications-get';
import { useMarkRead } from '../api/notifications-read';
import type { AppNotification } from '../model/contract';

// The app bar's bell (issue 12, Deliver 10): the unread count on it, the latest notifications
// under it. Opening one's link, or "Mark read", marks it read; "Mark all read" marks everything
// up to the moment it was pressed.

const BADGE_MAX = 99;

function BellIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

function Item({
  item,
  onRead,
  onOpen,
}: {
  item: AppNotification;
  onRead: () => void;
  onOpen: () => void;
}) {
  const unread = item.readAt === null;
  return (
    <Box
      as="li"
      py={2}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="notification"
    >
      <HStack justify="space-between" align="flex-start" gap={2}>
        <Stack gap={0} minW={0}>
          <Text fontWeight={unread ? 'semibold' : 'normal'}>
            {unread ? (
              <Box as="span" srOnly>
                Unread:{' '}
              </Box>
            ) : null}
            {item.link ? (
              <ChakraLink asChild colorPalette="purple">
                <Link to={item.link} onClick={onOpen}>
                  {item.title}
                </Link>
              </ChakraLink>
            ) : (
              item.title
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {item.body}
          </Text>
          <Text fontSize="xs" color="fg.subtle">
            {formatIndianDateTime(new Date(item.createdAt))}
            {item.demo ? ' · demo' : ''}
          </Text>
        </Stack>
        {unread ? (
          <Button
            size="xs"
            variant="ghost"
            onClick={onRead}
            aria-label={`Mark read: ${item.title}`}
          >
            Mark read
          </Button>
        ) : null}
      </HStack>
    </Box>
  );
}

/** The bell for the signed-in app bar (investors and advisers): unread badge, list, mark read. */
export function NotificationsBell() {
  const query = useNotifications();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // A frozen account, or the server refusing: no bell rather than an error in the app bar.
  if (query.isError && !query.data) return null;
  const data = query.data?.data;
  const unread = data?.unread ?? 0;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Box position="relative" onKeyDown={onKeyDown}>
      <Button
        size="sm"
        variant="ghost"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="notifications-bell"
      >
        <BellIcon />
        {unread > 0 ? (
          <Badge
            colorPalette="red"
            variant="solid"
            size="xs"
            borderRadius="full"
            data-testid="notifications-unread"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </Badge>
        ) : null}
      </Button>
      {open ? (
        <Box
          id={panelId}
          role="region"
          aria-label="Notifications"
          css={headerPopover}
          w="min(24rem, calc(100vw - 2rem))"
          maxH="70vh"
          overflowY="auto"
        >
          <Stack gap={1}>
            <HStack justify="space-between">
              <Text fontWeight="semibold">Notifications</Text>
              {unread > 0 ? (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => markRead.mutate({ upTo: new Date().toISOString() })}
                >
                  Mark all read
                </Button>
              ) : null}
            </HStack>
            {!data ? (
              <Text fontSize="sm" color="fg.muted">
                Loading…
              </Text>
            ) : data.items.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                Nothing yet. Price alerts you set on your watchlist appear here when they fire.
              </Text>
            ) : (
              <Box as="ul" listStyleType="none">
                {data.items.map((item) => (
                  <Item
                    key={item.id}
                    item={item}
                    onRead={() => markRead.mutate({ ids: [item.id] })}
                    onOpen={() => {
                      if (item.readAt === null) markRead.mutate({ ids: [item.id] });
                      setOpen(false);
                    }}
                  />
                ))}
              </Box>
            )}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
