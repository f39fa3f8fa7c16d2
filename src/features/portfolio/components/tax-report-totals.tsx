import { Box, chakra, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { CapitalGains } from '../model/contract';
import { formatRupees } from '../model/report-format';
import { lossesOf } from './tax-report-csv';
import { DataTable, Num, Th } from './trade-history-table';

type Totals = CapitalGains['totals'];
type ByRegime = Totals['stcg'];

function RegimeRow({
  label,
  amounts,
  strong = false,
}: {
  label: string;
  amounts: ByRegime;
  strong?: boolean;
}) {
  return (
    <Table.Row fontWeight={strong ? 'semibold' : undefined}>
      <Table.Cell as="th" scope="row" fontWeight="inherit" whiteSpace="normal">
        {label}
      </Table.Cell>
      <Num>{formatRupees(amounts['pre-2024-07-23'])}</Num>
      <Num>{formatRupees(amounts['from-2024-07-23'])}</Num>
      <Num>{formatRupees(amounts.total)}</Num>
    </Table.Row>
  );
}

function LossRow({ label, loss }: { label: string; loss: ReturnType<typeof lossesOf>['short'] }) {
  return (
    <Table.Row>
      <Table.Cell as="th" scope="row" fontWeight="normal">
        {label}
      </Table.Cell>
      <Num>{formatRupees(loss.year)}</Num>
      <Num>{formatRupees(loss.setOff)}</Num>
      <Num>{formatRupees(loss.carried)}</Num>
    </Table.Row>
  );
}

/** The year's gains and tax split by the rules in force (before / from 23 July 2024), then losses. */
export function TaxReportTotals({ report }: { report: CapitalGains }) {
  const { totals } = report;
  const losses = lossesOf(totals);
  return (
    <Stack gap={4}>
      <DataTable caption={`Totals, FY ${report.fy}`}>
        <Table.Header>
          <Table.Row>
            <Th>Item</Th>
            <Th numeric>Sold before 23 Jul 2024</Th>
            <Th numeric>Sold from 23 Jul 2024</Th>
            <Th numeric>Total</Th>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <RegimeRow label="Short-term gains (STCG)" amounts={totals.stcg} />
          <RegimeRow label="Long-term gains (LTCG)" amounts={totals.ltcg} />
          <RegimeRow label="Taxable STCG, after losses" amounts={totals.taxableStcg} />
          <RegimeRow
            label="Taxable LTCG, after losses and the exemption"
            amounts={totals.taxableLtcg}
          />
          <RegimeRow label="Tax, before surcharge and 4 % cess" amounts={totals.tax} strong />
        </Table.Body>
      </DataTable>
      <Text textStyle="sm" color="fg.muted">
        Long-term gains exemption used: {formatRupees(totals.exemptionUsed)} of{' '}
        {formatRupees(totals.exemptionLimit)} for the year.
      </Text>
      <DataTable caption="Losses">
        <Table.Header>
          <Table.Row>
            <Th>Losses</Th>
            <Th numeric>In the year</Th>
            <Th numeric>Set off against gains</Th>
            <Th numeric>Carried forward</Th>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <LossRow label="Short-term" loss={losses.short} />
          <LossRow label="Long-term" loss={losses.long} />
        </Table.Body>
      </DataTable>
    </Stack>
  );
}

/** Dividends credited in the year and the TDS taken from them (income from other sources). */
export function TaxReportDividends({ dividends }: { dividends: CapitalGains['dividends'] }) {
  const figures = [
    ['Dividends (gross)', dividends.gross],
    ['TDS deducted', dividends.tds],
    ['Credited to cash', dividends.gross - dividends.tds],
  ] as const;
  return (
    <Box as="section" aria-labelledby="tax-dividends-heading">
      <Text as="h3" id="tax-dividends-heading" fontWeight="semibold" mb={2}>
        Dividends and TDS
      </Text>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap={3}>
        {figures.map(([label, paise]) => (
          <Box key={label} borderWidth="1px" borderRadius="l2" p={3}>
            <chakra.dt textStyle="sm" color="fg.muted">
              {label}
            </chakra.dt>
            <chakra.dd fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatRupees(paise)}
            </chakra.dd>
          </Box>
        ))}
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted" mt={2}>
        Dividends are taxed as income from other sources; the TDS counts towards your tax.
      </Text>
    </Box>
  );
}
