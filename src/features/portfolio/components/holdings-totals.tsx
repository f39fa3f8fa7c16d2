import { Box, chakra, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatRupees } from '../model/format';
import { ChangeValue } from '@/ui/change-value';
import type { HoldingsTotals } from './holdings-view';

function Total({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="sm" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {children}
      </chakra.dd>
    </Box>
  );
}

/** The value, cost and changes of the holdings shown, on every screen size. */
export function HoldingsTotalsStrip({ totals }: { totals: HoldingsTotals }) {
  return (
    <SimpleGrid
      as="dl"
      columns={{ base: 2, md: 4 }}
      gap={4}
      p={4}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.subtle"
      data-testid="holdings-totals"
    >
      <Total label="Current value">{formatRupees(totals.value)}</Total>
      <Total label="Invested">{formatRupees(totals.invested)}</Total>
      <Total label="Day change">
        <ChangeValue paise={totals.dayChange} percent={totals.dayChangePercent} />
      </Total>
      <Total label="Unrealised gain">
        <ChangeValue paise={totals.unrealisedGain} percent={totals.unrealisedGainPercent} />
      </Total>
    </SimpleGrid>
  );
}
