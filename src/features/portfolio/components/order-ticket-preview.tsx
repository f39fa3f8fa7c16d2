import { Alert, Box, chakra, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TradeCharges } from '../model/charges';
import { formatRupees, formatShareCount, formatShares } from '../model/format';
import type { Side } from '../model/order-rules';
import type { TicketPreview } from './order-ticket-model';

// The live preview under the ticket: the value, every contract-note charge, the total, the
// cash needed against what is available, and the position the order leaves.

const CHARGE_NAMES: ReadonlyArray<readonly [Exclude<keyof TradeCharges, 'total'>, string]> = [
  ['brokerage', 'Brokerage'],
  ['stt', 'STT'],
  ['transaction', 'Exchange transaction charge'],
  ['sebi', 'SEBI fee'],
  ['stamp', 'Stamp duty'],
  ['gst', 'GST'],
  ['dp', 'DP charge'],
];

function Line({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box
      display="flex"
      justifyContent="space-between"
      gap={3}
      fontWeight={strong ? 'semibold' : undefined}
    >
      <chakra.dt color={strong ? undefined : 'fg.muted'}>{label}</chakra.dt>
      <chakra.dd textAlign="end" fontVariantNumeric="tabular-nums">
        {children}
      </chakra.dd>
    </Box>
  );
}

interface PreviewProps {
  side: Side;
  preview: TicketPreview;
  /** Cash available for this order; null when the funds are not known. */
  availablePaise: number | null;
  /** Shares held now and free to sell. */
  held: { quantity: number; freeQuantity: number } | null;
}

export function OrderTicketPreview({ side, preview, availablePaise, held }: PreviewProps) {
  const buy = side === 'BUY';
  return (
    <Stack gap={2} aria-label="Order preview" role="region" data-testid="order-preview">
      <Text fontWeight="semibold">
        {preview.fillsNow ? 'Fills now at the last price' : 'Estimate at your price'}
      </Text>
      <chakra.dl display="grid" gap={1} fontSize="sm">
        <Line
          label={`Value (${formatShares(preview.quantity)} × ${formatRupees(preview.pricePaise)})`}
        >
          {formatRupees(preview.value)}
        </Line>
        {CHARGE_NAMES.map(([key, label]) => (
          <Line key={key} label={label}>
            {formatRupees(preview.charges[key])}
          </Line>
        ))}
        <Line label="Charges in all">{formatRupees(preview.charges.total)}</Line>
        <Separator my={1} />
        <Line label={buy ? 'Total to pay' : 'You receive'} strong>
          {formatRupees(preview.total)}
        </Line>
        {buy ? (
          <Line label="Funds available">
            {availablePaise === null ? 'Not known' : formatRupees(availablePaise)}
          </Line>
        ) : (
          <Line label="Free to sell">{formatShareCount(held?.freeQuantity ?? 0)}</Line>
        )}
        <Line label={buy ? 'Holding after' : 'Remaining after'}>
          {formatShareCount(preview.position.quantity)}
          {preview.position.averagePrice === null
            ? ''
            : ` at ${formatRupees(preview.position.averagePrice)} average`}
        </Line>
      </chakra.dl>
      {preview.shortOfFunds ? (
        <Alert.Root status="warning" size="sm" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Description>
            This needs {formatRupees(preview.total)} but {formatRupees(availablePaise ?? 0)} is
            available: the paper broker will reject it. Lower the quantity or add funds.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {preview.tooManyShares ? (
        <Alert.Root status="warning" size="sm" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Description>
            {`You have ${formatShareCount(held?.freeQuantity ?? 0)} free to sell ` +
              `(${formatShares(held?.quantity ?? 0)} held): the paper broker will reject this.`}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        Charges are an estimate from the current contract-note rates; the trade’s contract note has
        the exact amounts.
      </Text>
    </Stack>
  );
}
