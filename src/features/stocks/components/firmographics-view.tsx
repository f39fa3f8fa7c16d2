import { Badge, Box, Flex, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatChangePercent, formatCompactRupees, formatIsoDate } from '@/ui/format-money';
import { QueryState } from '@/ui/query-state';
import type { Exchange } from '../api/get-instrument';
import { PEERS_SHOWN, usePeers, type PeerRow } from '../api/get-peers';
import { useShareholding } from '../api/get-shareholding';
import type { Instrument } from '../model/contract';
import {
  change,
  quarterLabel,
  shareholdingRows,
  type ShareholdingRow,
} from '../model/shareholding';
import { StockSection } from './stock-section';

const twoDecimals = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const pct = (value: number) => `${twoDecimals.format(value)}%`;
const times = (value: number | null) => (value === null ? '–' : `${oneDecimal.format(value)}×`);
const percentOrDash = (value: number | null) =>
  value === null ? '–' : `${oneDecimal.format(value)}%`;

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Text as="dt" textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {value ?? '–'}
      </Text>
    </Box>
  );
}

function CompanyFacts({ instrument }: { instrument: Instrument }) {
  const facts = instrument.facts;
  const headquarters = [facts?.headquartersCity, facts?.headquartersState]
    .filter(Boolean)
    .join(', ');
  return (
    <StockSection id="company-facts" title="Company facts">
      {facts ? <Text>{facts.description}</Text> : null}
      <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap={4}>
        <Fact label="Sector" value={instrument.sector} />
        <Fact label="Industry" value={instrument.industry} />
        <Fact
          label="ISIN"
          value={
            <Text as="span" fontFamily="mono">
              {instrument.isin}
            </Text>
          }
        />
        <Fact label="Incorporated" value={facts?.incorporationYear ?? null} />
        <Fact
          label="Listed on NSE"
          value={instrument.listingDate ? formatIsoDate(instrument.listingDate) : null}
        />
        <Fact label="Headquarters" value={headquarters || null} />
        <Fact label="Employees" value={facts?.employeesBand ?? null} />
        <Fact label="Size" value={facts?.marketCapBand ?? null} />
        <Fact label="Promoter group" value={facts?.promoterGroup ?? 'No identified promoter'} />
      </SimpleGrid>
      {instrument.indices.length > 0 ? (
        <Box>
          <Text textStyle="sm" color="fg.muted" mb={1} id="index-memberships">
            Member of
          </Text>
          <HStack
            as="ul"
            listStyleType="none"
            gap={2}
            flexWrap="wrap"
            aria-labelledby="index-memberships"
          >
            {instrument.indices.map((index) => (
              <li key={index.code}>
                <Badge variant="subtle" colorPalette={index.kind === 'broad' ? 'purple' : 'gray'}>
                  {index.name}
                </Badge>
              </li>
            ))}
          </HStack>
        </Box>
      ) : null}
    </StockSection>
  );
}

function Movement({ value }: { value: number | null }) {
  if (value === null) return null;
  const word = value > 0 ? 'up' : value < 0 ? 'down' : 'unchanged';
  return (
    <Text as="span" textStyle="xs" color="fg.muted">
      {' '}
      ({word}
      {value === 0 ? '' : ` ${twoDecimals.format(Math.abs(value))} points`})
    </Text>
  );
}

function ShareholdingTable({ rows }: { rows: ShareholdingRow[] }) {
  const latest = rows[rows.length - 1];
  if (!latest) return <Text color="fg.muted">No shareholding has been reported yet.</Text>;
  const parts = [
    { label: 'Promoters', value: latest.promoter, colour: 'purple.solid' },
    { label: 'Foreign institutions (FII)', value: latest.fii, colour: 'cyan.solid' },
    { label: 'Domestic institutions (DII)', value: latest.dii, colour: 'orange.solid' },
    { label: 'Public and others', value: latest.publicOther, colour: 'gray.400' },
  ];
  return (
    <Stack gap={4}>
      <Box>
        <Flex h="3" borderRadius="full" overflow="hidden" aria-hidden="true">
          {parts.map((part) => (
            <Box key={part.label} bg={part.colour} style={{ width: `${part.value}%` }} />
          ))}
        </Flex>
        <HStack as="ul" listStyleType="none" gap={4} mt={2} flexWrap="wrap" textStyle="xs">
          {parts.map((part) => (
            <HStack as="li" key={part.label} gap={1.5}>
              <Box aria-hidden="true" w={2.5} h={2.5} borderRadius="full" bg={part.colour} />
              {part.label} {pct(part.value)}
            </HStack>
          ))}
        </HStack>
        <Text textStyle="sm" mt={2}>
          Promoters hold {pct(latest.promoter)}
          <Movement value={change(rows, (r) => r.promoter)} />
          {latest.promoter > 0
            ? latest.pledged > 0
              ? `, and have pledged ${pct(latest.pledged)} of their shares.`
              : ', none of it pledged.'
            : '.'}{' '}
          Foreign institutions hold {pct(latest.fii)}
          <Movement value={change(rows, (r) => r.fii)} />, domestic institutions {pct(latest.dii)}
          <Movement value={change(rows, (r) => r.dii)} /> over the quarters shown.
        </Text>
      </Box>
      <Box overflowX="auto">
        <Table.Root
          recipe={tableSlotRecipe}
          size="sm"
          variant="line"
          data-testid="shareholding-table"
        >
          <Table.Caption srOnly>
            Shareholding pattern by quarter, in percent of shares
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Quarter</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Promoters</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Pledged</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">FII</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">DII</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Public</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body fontVariantNumeric="tabular-nums">
            {[...rows].reverse().map((row) => (
              <Table.Row key={row.periodEnd}>
                <Table.Cell>{quarterLabel(row.periodEnd)}</Table.Cell>
                <Table.Cell textAlign="end">{pct(row.promoter)}</Table.Cell>
                <Table.Cell textAlign="end">{row.promoter > 0 ? pct(row.pledged) : '–'}</Table.Cell>
                <Table.Cell textAlign="end">{pct(row.fii)}</Table.Cell>
                <Table.Cell textAlign="end">{pct(row.dii)}</Table.Cell>
                <Table.Cell textAlign="end">{pct(row.publicOther)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text textStyle="xs" color="fg.muted">
        Pledged is the share of the promoters’ own holding pledged with lenders.
      </Text>
    </Stack>
  );
}

function PeersTable({ exchange, rows }: { exchange: Exchange; rows: PeerRow[] }) {
  if (rows.length <= 1) {
    return <Text color="fg.muted">No other company in the archive shares this industry.</Text>;
  }
  return (
    <Box overflowX="auto">
      <Table.Root recipe={tableSlotRecipe} size="sm" variant="line" data-testid="peers-table">
        <Table.Caption srOnly>This stock and its peers with key ratios</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Company</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Market cap</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">P/E</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">P/B</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">ROE</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Debt/equity</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Net margin</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Day</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body fontVariantNumeric="tabular-nums">
          {rows.map((row) => (
            <Table.Row key={row.symbol} bg={row.isSubject ? 'purple.subtle' : undefined}>
              <Table.Cell>
                {row.isSubject ? (
                  <Text fontWeight="semibold">{row.symbol}</Text>
                ) : (
                  <Link
                    to="/stocks/exchange/$exchangecd/symbol/$symbol/firmographics"
                    params={{ exchangecd: exchange, symbol: row.symbol }}
                  >
                    <Text
                      as="span"
                      fontWeight="semibold"
                      color="purple.fg"
                      textDecoration="underline"
                    >
                      {row.symbol}
                    </Text>
                  </Link>
                )}
                <Text textStyle="xs" color="fg.muted" lineClamp={1} maxW="48">
                  {row.name}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">
                {row.marketCap === null ? '–' : formatCompactRupees(row.marketCap)}
              </Table.Cell>
              <Table.Cell textAlign="end">{times(row.pe)}</Table.Cell>
              <Table.Cell textAlign="end">{times(row.pb)}</Table.Cell>
              <Table.Cell textAlign="end">{percentOrDash(row.roePercent)}</Table.Cell>
              <Table.Cell textAlign="end">
                {row.debtToEquity === null ? '–' : twoDecimals.format(row.debtToEquity)}
              </Table.Cell>
              <Table.Cell textAlign="end">{percentOrDash(row.netMarginPercent)}</Table.Cell>
              <Table.Cell textAlign="end">{formatChangePercent(row.changePercent)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * The firmographics view (issue 12, Deliver 6): company facts and index memberships, the
 * shareholding pattern over the last quarters, and the closest peers with key ratios.
 */
export function FirmographicsView({ instrument }: { instrument: Instrument }) {
  const shareholding = useShareholding(instrument.exchange, instrument.symbol);
  const peers = usePeers(instrument.exchange, instrument.symbol);
  return (
    <Stack gap={5}>
      <CompanyFacts instrument={instrument} />
      <StockSection id="shareholding" title="Shareholding pattern">
        <QueryState query={shareholding} loadingHeight="48">
          {(quarters) => <ShareholdingTable rows={shareholdingRows(quarters)} />}
        </QueryState>
      </StockSection>
      <StockSection id="peers" title="Peers">
        <QueryState query={peers} loadingHeight="48">
          {(answer) => (
            <Stack gap={2}>
              <Text textStyle="sm" color="fg.muted">
                Up to {PEERS_SHOWN} companies in {answer.industry} closest in size. P/E, ROE and net
                margin over the last four reported quarters
                {answer.asOf ? `, prices of ${formatIsoDate(answer.asOf)}` : ''}.
              </Text>
              <PeersTable exchange={instrument.exchange} rows={answer.rows} />
            </Stack>
          )}
        </QueryState>
      </StockSection>
    </Stack>
  );
}
