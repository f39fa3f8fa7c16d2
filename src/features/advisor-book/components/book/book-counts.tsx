import { Box, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import { formatCompactRupees, formatRupees } from '@/ui/format-money';
import { TRACK_TEXT } from '../../model';
import type { Book } from '../../model/book-contract';

// The book's figures: assets under advice with the largest clients, and clients by onboarding
// status and by risk category, each a small table whose bars only repeat its numbers.

interface CountRow {
  label: string;
  count: number;
}

function CountTable({
  caption,
  rows,
  total,
}: {
  caption: string;
  rows: CountRow[];
  total: number;
}) {
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm">
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{caption}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Clients</Table.ColumnHeader>
          <Table.ColumnHeader w="40%">
            <Text srOnly>Share</Text>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.label}>
            <Table.Cell>{row.label}</Table.Cell>
            <Table.Cell textAlign="end">{row.count}</Table.Cell>
            <Table.Cell>
              <Box aria-hidden h="2" bg="bg.muted" borderRadius="full" overflow="hidden">
                <Box
                  h="full"
                  bg="purple.solid"
                  w={`${total === 0 ? 0 : Math.max(2, (row.count / total) * 100)}%`}
                />
              </Box>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function BookCounts({ book }: { book: Book }) {
  const status = book.byStatus.map((row) => ({
    label: TRACK_TEXT[row.track] ?? row.track,
    count: row.count,
  }));
  const risk = book.byRisk.map((row) => ({
    label: row.category ? RISK_CATEGORIES[row.category].label : 'No risk profile yet',
    count: row.count,
  }));
  const { assets } = book;
  return (
    <Stack gap={4}>
      <Card.Root variant="outline">
        <Card.Body gap={3}>
          <Heading as="h2" size="md">
            Assets under advice
          </Heading>
          <Text textStyle="3xl" fontWeight="semibold" data-testid="book-aua">
            {formatCompactRupees(assets.totalPaise)}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {formatRupees(assets.holdingsPaise)} in holdings at the latest close and{' '}
            {formatRupees(assets.cashPaise)} in cash, across {book.clients}{' '}
            {book.clients === 1 ? 'client' : 'clients'}.
          </Text>
          {assets.top.length > 0 ? (
            <Box>
              <Heading as="h3" size="sm" mb={1}>
                Largest clients
              </Heading>
              <Stack as="ol" gap={1} ps={0} listStyleType="none">
                {assets.top.map((row) => (
                  <HStack as="li" key={row.investor.id} justify="space-between" textStyle="sm">
                    <Text truncate>{row.investor.name}</Text>
                    <Text flexShrink={0} title={formatRupees(row.valuePaise)}>
                      {formatCompactRupees(row.valuePaise)}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            </Box>
          ) : null}
        </Card.Body>
      </Card.Root>
      {/* Side by side on a tablet in portrait, where the book is one column; stacked beside the
          action list from lg on. */}
      <Stack direction={{ base: 'column', md: 'row', lg: 'column' }} gap={4} align="stretch">
        <Card.Root variant="outline" flex="1">
          <Card.Body gap={2}>
            <Heading as="h2" size="md">
              By status
            </Heading>
            <CountTable caption="Status" rows={status} total={book.clients} />
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" flex="1">
          <Card.Body gap={2}>
            <Heading as="h2" size="md">
              By risk category
            </Heading>
            <CountTable caption="Risk category" rows={risk} total={book.clients} />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Stack>
  );
}
