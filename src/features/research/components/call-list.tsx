import { Box, Button, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import { formatChangePercent, formatIsoDate, formatRupees } from '@/ui/format-money';
import { useMediaQuery, WIDE_UP } from '@/ui/use-media-query';
import type { ResearchCall } from '../model/contract';
import { ActionBadge, DemoBadge, StatusBadge } from './call-status';
import { preloadSendDialog } from './send-suggestion-dialog-lazy';

// The adviser's calls, newest first: cards on a phone, a table on a tablet. Each shows the
// prices in rupees, the return to date against NIFTY 50 over the same days, the status, how
// many clients it was sent to and how many accepted, the rationale, and for an open call the
// button that sends it to clients.

interface CallListProps {
  calls: readonly ResearchCall[];
  onSend: (call: ResearchCall) => void;
}

const price = (paise: number | null) => (paise === null ? '–' : formatRupees(paise));

const suits = (call: ResearchCall) =>
  call.categories.map((id) => RISK_CATEGORIES[id].label).join(', ');

function ReturnText({ call }: { call: ResearchCall }) {
  const ahead =
    call.returnPercent !== null && call.niftyReturnPercent !== null
      ? call.returnPercent >= call.niftyReturnPercent
      : null;
  return (
    <Box>
      <Text
        fontWeight="semibold"
        color={
          call.returnPercent === null ? undefined : call.returnPercent >= 0 ? 'green.fg' : 'red.fg'
        }
      >
        {formatChangePercent(call.returnPercent)}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        NIFTY 50 {formatChangePercent(call.niftyReturnPercent)}
        {ahead === null ? '' : ahead ? ' · ahead' : ' · behind'}
      </Text>
    </Box>
  );
}

function SendButton({ call, onSend }: { call: ResearchCall; onSend: CallListProps['onSend'] }) {
  if (call.status !== 'open') return null;
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onSend(call)}
      onPointerEnter={preloadSendDialog}
      onFocus={preloadSendDialog}
      aria-label={`Send the ${call.action} call on ${call.symbol} to clients`}
    >
      Send to clients
    </Button>
  );
}

const sentText = (call: ResearchCall) =>
  call.sent === 0 ? 'Not sent yet' : `Sent to ${call.sent} · ${call.accepted} accepted`;

function CallCard({ call, onSend }: { call: ResearchCall; onSend: CallListProps['onSend'] }) {
  return (
    <Card.Root as="li" variant="outline" size="sm" aria-label={`${call.action} ${call.symbol}`}>
      <Card.Body gap={3}>
        <HStack justify="space-between" align="flex-start" gap={2}>
          <Box minW={0}>
            <HStack gap={2} wrap="wrap">
              <ActionBadge action={call.action} />
              <Text fontWeight="semibold">{call.symbol}</Text>
              {call.demo ? <DemoBadge /> : null}
            </HStack>
            <Text textStyle="sm" color="fg.muted" truncate>
              {call.name}
            </Text>
          </Box>
          <ReturnText call={call} />
        </HStack>
        <Box as="dl" display="grid" gridTemplateColumns="repeat(2, 1fr)" gap={2} textStyle="sm">
          {(
            [
              ['Entry', `${price(call.entryPrice)} on ${formatIsoDate(call.entryDate)}`],
              ['Last', price(call.lastPrice)],
              ['Target', price(call.targetPrice)],
              ['Stop-loss', price(call.stopLoss)],
            ] as const
          ).map(([label, value]) => (
            <Box key={label}>
              <Text as="dt" color="fg.muted" textStyle="xs">
                {label}
              </Text>
              <Text as="dd">{value}</Text>
            </Box>
          ))}
        </Box>
        <HStack gap={2} wrap="wrap">
          <StatusBadge call={call} />
          <Text textStyle="xs" color="fg.muted">
            {sentText(call)}
          </Text>
        </HStack>
        <Text textStyle="sm">{call.rationale}</Text>
        <Text textStyle="xs" color="fg.muted">
          Suits: {suits(call)}
        </Text>
        <SendButton call={call} onSend={onSend} />
      </Card.Body>
    </Card.Root>
  );
}

function CallTable({ calls, onSend }: CallListProps) {
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm" variant="line" data-testid="calls-table">
      <Table.Caption srOnly>Your research calls, newest first</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Stock</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Entry</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Target / stop</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Last</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Return</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {calls.map((call) => (
          <Table.Row key={call.callId} verticalAlign="top">
            <Table.Cell maxW="18rem">
              <HStack gap={2} wrap="wrap">
                <ActionBadge action={call.action} />
                <Text fontWeight="semibold">{call.symbol}</Text>
                {call.demo ? <DemoBadge /> : null}
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                {call.name} · suits {suits(call)}
              </Text>
              <Text textStyle="xs" mt={1} lineClamp={3} title={call.rationale}>
                {call.rationale}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">
              {price(call.entryPrice)}
              <Text textStyle="xs" color="fg.muted">
                {formatIsoDate(call.entryDate)}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">
              {price(call.targetPrice)}
              <Text textStyle="xs" color="fg.muted">
                {price(call.stopLoss)}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">{price(call.lastPrice)}</Table.Cell>
            <Table.Cell textAlign="end">
              <ReturnText call={call} />
            </Table.Cell>
            <Table.Cell>
              <Stack gap={1} align="flex-start">
                <StatusBadge call={call} />
                <Text textStyle="xs" color="fg.muted">
                  {sentText(call)}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <SendButton call={call} onSend={onSend} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function CallList({ calls, onSend }: CallListProps) {
  const tablet = useMediaQuery(WIDE_UP);
  if (tablet) return <CallTable calls={calls} onSend={onSend} />;
  return (
    <Stack as="ul" listStyleType="none" gap={3} aria-label="Your research calls">
      {calls.map((call) => (
        <CallCard key={call.callId} call={call} onSend={onSend} />
      ))}
    </Stack>
  );
}
