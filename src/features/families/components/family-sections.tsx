import { Badge, Box, chakra, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { ChangeValue } from '@/ui/change-value';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import {
  FAMILY_ROLE_LABELS,
  type AllocationSlice,
  type FamilyDetail,
  type FamilyGoal,
} from '../model/contract';

// The family view's sections (issue 15, Deliver 4): members, consolidated holdings, allocation,
// overlap between members and their goals. Tables on a tablet, stacked rows on a phone; every
// section titled, every table captioned, shares written as text beside their bars.

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
export const formatShare = (share: number) => percent.format(share);

type Names = ReadonlyMap<string, string>;
export const namesOf = (detail: FamilyDetail): Names =>
  new Map(detail.members.map((member) => [member.investorId, member.name ?? 'Unnamed client']));

export function Section({
  id,
  title,
  children,
  note,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id} css={{ breakInside: 'avoid-page' }}>
      <Heading as="h2" id={id} size="lg" mb={note ? 1 : 3}>
        {title}
      </Heading>
      {note ? (
        <Text textStyle="sm" color="fg.muted" mb={3}>
          {note}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}

const num = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p={3}>
      <chakra.dt textStyle="sm" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd fontWeight="semibold" fontSize="lg" fontVariantNumeric="tabular-nums">
        {children}
      </chakra.dd>
    </Box>
  );
}

export function TotalsSection({ detail }: { detail: FamilyDetail }) {
  const { totals } = detail;
  const gainPercent = totals.invested > 0 ? (totals.unrealisedGain / totals.invested) * 100 : null;
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      gap={3}
    >
      <Stat label="Combined value">{formatRupees(totals.value)}</Stat>
      <Stat label="Holdings">{formatRupees(totals.holdingsValue)}</Stat>
      <Stat label="Cash">{formatRupees(totals.cash)}</Stat>
      <Stat label="Invested">{formatRupees(totals.invested)}</Stat>
      <Stat label="Unrealised gain">
        <ChangeValue paise={totals.unrealisedGain} percent={gainPercent} />
      </Stat>
      <Stat label="Today">
        <ChangeValue paise={totals.dayChange} percent={totals.dayChangePercent} />
      </Stat>
    </chakra.dl>
  );
}

export function MembersSection({ detail, wide }: { detail: FamilyDetail; wide: boolean }) {
  return (
    <Section id="family-members" title="Members">
      <Table.ScrollArea borderWidth="1px" borderRadius="l3">
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Caption srOnly>Members, their holdings and cash</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Member</Table.ColumnHeader>
              {wide ? <Table.ColumnHeader css={num}>Holdings</Table.ColumnHeader> : null}
              {wide ? <Table.ColumnHeader css={num}>Cash</Table.ColumnHeader> : null}
              <Table.ColumnHeader css={num}>Value</Table.ColumnHeader>
              <Table.ColumnHeader css={num}>Share</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {detail.members.map((member) => (
              <Table.Row key={member.investorId}>
                <Table.Cell>
                  <Text fontWeight="medium">{member.name ?? 'Unnamed client'}</Text>
                  <HStack gap={2} flexWrap="wrap">
                    <Text textStyle="sm" color="fg.muted">
                      {FAMILY_ROLE_LABELS[member.role]}
                    </Text>
                    {member.hasAccount ? null : (
                      <Badge size="sm" colorPalette="orange" variant="subtle">
                        No paper account: counted as nothing held
                      </Badge>
                    )}
                  </HStack>
                </Table.Cell>
                {wide ? (
                  <Table.Cell css={num}>{formatRupees(member.holdingsValue)}</Table.Cell>
                ) : null}
                {wide ? <Table.Cell css={num}>{formatRupees(member.cash)}</Table.Cell> : null}
                <Table.Cell css={num}>{formatRupees(member.value)}</Table.Cell>
                <Table.Cell css={num}>
                  {formatShare(detail.totals.value > 0 ? member.value / detail.totals.value : 0)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Section>
  );
}

function heldByText(row: FamilyDetail['holdings'][number], names: Names) {
  return row.holders
    .map((holder) => `${names.get(holder.investorId) ?? 'A member'} ${formatShare(holder.share)}`)
    .join(', ');
}

export function HoldingsSection({ detail, wide }: { detail: FamilyDetail; wide: boolean }) {
  const names = namesOf(detail);
  if (detail.holdings.length === 0) {
    return (
      <Section id="family-holdings" title="Consolidated holdings">
        <Text color="fg.muted">No member holds any stock yet.</Text>
      </Section>
    );
  }
  return (
    <Section
      id="family-holdings"
      title="Consolidated holdings"
      note="Every stock any member holds, once: quantities and values added up at the latest close, with each member’s share of it."
    >
      <Table.ScrollArea borderWidth="1px" borderRadius="l3">
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Caption srOnly>The family’s consolidated holdings</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Stock</Table.ColumnHeader>
              {wide ? <Table.ColumnHeader>Sector · size</Table.ColumnHeader> : null}
              <Table.ColumnHeader css={num}>Quantity</Table.ColumnHeader>
              <Table.ColumnHeader css={num}>Value</Table.ColumnHeader>
              <Table.ColumnHeader css={num}>Weight</Table.ColumnHeader>
              {wide ? <Table.ColumnHeader>Held by</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {detail.holdings.map((row) => (
              <Table.Row key={`${row.exchange}:${row.symbol}`}>
                <Table.Cell>
                  <Text fontWeight="medium">{row.symbol}</Text>
                  <Text textStyle="xs" color="fg.muted" truncate maxW="14rem" title={row.name}>
                    {row.name}
                  </Text>
                  {wide ? null : (
                    <Text textStyle="xs" color="fg.muted">
                      {heldByText(row, names)}
                    </Text>
                  )}
                </Table.Cell>
                {wide ? (
                  <Table.Cell>
                    {row.sector} · {row.size}
                  </Table.Cell>
                ) : null}
                <Table.Cell css={num}>{row.quantity.toLocaleString('en-IN')}</Table.Cell>
                <Table.Cell css={num}>{formatRupees(row.value)}</Table.Cell>
                <Table.Cell css={num}>{formatShare(row.weight)}</Table.Cell>
                {wide ? <Table.Cell>{heldByText(row, names)}</Table.Cell> : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Section>
  );
}

function Bars({ label, slices }: { label: string; slices: readonly AllocationSlice[] }) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb={2}>
        {label}
      </Heading>
      <Stack as="ul" gap={2} listStyleType="none" ps={0}>
        {slices.map((slice) => (
          <Box as="li" key={slice.label}>
            <HStack justify="space-between" textStyle="sm" gap={2}>
              <Text>{slice.label}</Text>
              <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatShare(slice.share)} · {formatRupees(slice.value)}
              </Text>
            </HStack>
            <Box h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
              <Box
                h="full"
                w={`${Math.min(100, slice.share * 100)}%`}
                bg={slice.label === 'Cash' ? 'gray.solid' : 'purple.solid'}
                css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
              />
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export function AllocationSection({ detail }: { detail: FamilyDetail }) {
  const { allocation } = detail;
  return (
    <Section
      id="family-allocation"
      title="Allocation"
      note="Shares of the family’s whole value: every member’s holdings at the latest close and their cash."
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={6}>
        <Bars label="By sector, and cash" slices={[...allocation.bySector, allocation.cash]} />
        <Bars
          label="By market-cap size, and cash"
          slices={[...allocation.bySize, allocation.cash]}
        />
      </Box>
    </Section>
  );
}

export function OverlapSection({ detail }: { detail: FamilyDetail }) {
  const names = namesOf(detail);
  return (
    <Section
      id="family-overlap"
      title="Overlap between members"
      note="For two members: the sum, over the stocks both hold, of the smaller of the stock’s weight in each one’s holdings (cash left out). 0 % means nothing in common; 100 % means the same mix."
    >
      {detail.overlap.length === 0 ? (
        <Text color="fg.muted">A family of one has nothing to compare.</Text>
      ) : (
        <Stack as="ul" gap={2} listStyleType="none" ps={0}>
          {detail.overlap.map((pair) => (
            <Box as="li" key={`${pair.a}|${pair.b}`} borderWidth="1px" borderRadius="l2" p={3}>
              <HStack justify="space-between" gap={2} flexWrap="wrap">
                <Text fontWeight="medium">
                  {names.get(pair.a)} and {names.get(pair.b)}
                </Text>
                <Badge
                  colorPalette={pair.overlap >= 0.5 ? 'orange' : 'gray'}
                  variant="subtle"
                  size="md"
                >
                  {formatShare(pair.overlap)} overlap
                </Badge>
              </HStack>
              <Text textStyle="sm" color="fg.muted" mt={1}>
                {pair.common.length === 0
                  ? 'No stock in common'
                  : `${pair.common.length} in common: ${pair.common.join(', ')}`}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}

const STATUS: Record<FamilyGoal['status'], { label: string; palette: string }> = {
  'on-track': { label: 'On track', palette: 'green' },
  'at-risk': { label: 'At risk', palette: 'orange' },
  'off-track': { label: 'Off track', palette: 'red' },
};

export function GoalsSection({ detail, wide }: { detail: FamilyDetail; wide: boolean }) {
  const names = namesOf(detail);
  const { items, totals } = detail.goals;
  if (items.length === 0) {
    return (
      <Section id="family-goals" title="Goals">
        <Text color="fg.muted">No member has a goal yet.</Text>
      </Section>
    );
  }
  return (
    <Section
      id="family-goals"
      title="Goals"
      note={`${totals.count} goals: ${totals.onTrack} on track, ${totals.atRisk} at risk, ${totals.offTrack} off track. Status and chance as each member’s own goals show them.`}
    >
      <Table.ScrollArea borderWidth="1px" borderRadius="l3">
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Caption srOnly>The members’ goals</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Goal</Table.ColumnHeader>
              {wide ? <Table.ColumnHeader>Member</Table.ColumnHeader> : null}
              <Table.ColumnHeader css={num}>Target (today’s ₹)</Table.ColumnHeader>
              <Table.ColumnHeader>By</Table.ColumnHeader>
              {wide ? <Table.ColumnHeader css={num}>Value now</Table.ColumnHeader> : null}
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((goal) => (
              <Table.Row key={goal.goalId}>
                <Table.Cell>
                  <Text fontWeight="medium">{goal.name}</Text>
                  {wide ? null : (
                    <Text textStyle="xs" color="fg.muted">
                      {names.get(goal.investorId)}
                    </Text>
                  )}
                </Table.Cell>
                {wide ? <Table.Cell>{names.get(goal.investorId)}</Table.Cell> : null}
                <Table.Cell css={num}>{formatRupees(goal.targetToday)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatIsoDate(goal.targetDate)}</Table.Cell>
                {wide ? <Table.Cell css={num}>{formatRupees(goal.value)}</Table.Cell> : null}
                <Table.Cell>
                  <Badge colorPalette={STATUS[goal.status].palette} variant="subtle" size="sm">
                    {STATUS[goal.status].label}
                  </Badge>
                  <Text textStyle="xs" color="fg.muted">
                    {formatShare(goal.chance)} chance
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <Table.Cell>Together</Table.Cell>
              {wide ? <Table.Cell /> : null}
              <Table.Cell css={num}>{formatRupees(totals.targetToday)}</Table.Cell>
              <Table.Cell />
              {wide ? <Table.Cell css={num}>{formatRupees(totals.value)}</Table.Cell> : null}
              <Table.Cell>
                <Text textStyle="xs" fontWeight="normal">
                  SIPs {formatRupees(totals.monthlySip)} a month
                </Text>
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    </Section>
  );
}
