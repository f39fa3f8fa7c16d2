import { chakra, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatRupees, formatSignedRupees } from '@/ui/format-money';
import type { Figures } from '../model/order-figures';
import { bpText } from '../model/suggestion-text';

// The totals of a suggestion's orders and what they would do to the portfolio: each touched
// stock's share before and after, and the cash. With lowered quantities they are worked out
// again here, and said to be estimates until the orders fill.

function Line({
  label,
  children,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <chakra.div
      display="flex"
      justifyContent="space-between"
      gap={3}
      fontWeight={strong ? 'semibold' : undefined}
    >
      <chakra.dt color={strong ? undefined : 'fg.muted'}>{label}</chakra.dt>
      <chakra.dd m={0} fontVariantNumeric="tabular-nums" textAlign="end">
        {children}
      </chakra.dd>
    </chakra.div>
  );
}

export function SuggestionTotals({ figures, titleId }: { figures: Figures; titleId: string }) {
  const { totals } = figures;
  return (
    <Stack gap={1} as="section" aria-labelledby={titleId} data-testid="suggestion-totals">
      <Text as="h3" id={titleId} fontWeight="semibold" fontSize="sm">
        Totals
      </Text>
      <chakra.dl display="grid" gap={1} fontSize="sm" m={0}>
        <Line label="You spend">{formatRupees(totals.buy)}</Line>
        <Line label="You receive">{formatRupees(totals.sell)}</Line>
        <Line label="Charges">{formatRupees(totals.charges)}</Line>
        <Line label="Estimated tax">{formatRupees(totals.tax)}</Line>
        <Separator my={1} />
        <Line label="Cash change" strong>
          {formatSignedRupees(totals.cashChange)}
        </Line>
      </chakra.dl>
      {figures.estimated ? (
        <Text fontSize="xs" color="fg.muted">
          With the quantities you changed, charges and tax are scaled from your adviser’s figures:
          an estimate until the orders fill.
        </Text>
      ) : null}
      {totals.tax > 0 ? (
        <Text fontSize="xs" color="fg.muted">
          Tax is worked out first in, first out from your trades at today’s rates; it is not taken
          now but due with your income tax.
        </Text>
      ) : null}
    </Stack>
  );
}

export function SuggestionEffect({ figures, titleId }: { figures: Figures; titleId: string }) {
  return (
    <Stack gap={1} as="section" aria-labelledby={titleId} data-testid="suggestion-effect">
      <Text as="h3" id={titleId} fontWeight="semibold" fontSize="sm">
        Effect on your portfolio
      </Text>
      <chakra.dl display="grid" gap={1} fontSize="sm" m={0}>
        {figures.rows.map((row) => (
          <Line
            key={row.symbol}
            label={
              <>
                {row.symbol}
                <chakra.span srOnly> share of your portfolio</chakra.span>
              </>
            }
          >
            {bpText(row.beforeBp)} → {bpText(row.afterBp)}
          </Line>
        ))}
        <Line label="Cash">
          {formatRupees(figures.cashBefore)} → {formatRupees(figures.cashAfter)}
        </Line>
      </chakra.dl>
    </Stack>
  );
}
