import { Box, Card, chakra, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { formatPaise, type Sector } from '../model/overview';
import { useIndexConstituents } from '../api/get-index-constituents';
import { heatBand, type HeatBand } from '../model/internals';
import { ChangeText } from './change-text';

// The sector heatmap (issue 15, Deliver 1): one button per sector index, coloured by today's
// change with the change in text too; pressing one lists that index's members below the grid.

const tileColours: Record<HeatBand, { bg: string; borderColor: string }> = {
  'up-strong': { bg: 'green.muted', borderColor: 'green.emphasized' },
  up: { bg: 'green.subtle', borderColor: 'green.muted' },
  flat: { bg: 'bg.muted', borderColor: 'border' },
  down: { bg: 'red.subtle', borderColor: 'red.muted' },
  'down-strong': { bg: 'red.muted', borderColor: 'red.emphasized' },
};

const PANEL_ID = 'sector-constituents';

export function SectorHeatmap({ sectors }: { sectors: readonly Sector[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const chosen = sectors.find((sector) => sector.code === open) ?? null;
  return (
    <Card.Root size="sm" variant="outline" data-testid="sector-heatmap">
      <Card.Header>
        <Card.Title as="h2" textStyle="md">
          Sectors today
        </Card.Title>
        <Text textStyle="xs" color="fg.muted">
          Sector indices by today’s change. Choose one to see its stocks.
        </Text>
      </Card.Header>
      <Card.Body>
        {sectors.length === 0 ? (
          <Text color="fg.muted">No sector indices in the archive yet.</Text>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, lg: 4 }} gap={2}>
            {sectors.map((sector) => {
              const selected = sector.code === open;
              return (
                <li key={sector.code}>
                  <chakra.button
                    type="button"
                    w="full"
                    h="full"
                    minH="16"
                    textAlign="start"
                    p={2}
                    borderWidth={selected ? '2px' : '1px'}
                    borderRadius="l2"
                    cursor="pointer"
                    {...tileColours[heatBand(sector.changePercent)]}
                    {...(selected && { borderColor: 'fg' })}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                    aria-expanded={selected}
                    aria-controls={PANEL_ID}
                    onClick={() => setOpen(selected ? null : sector.code)}
                  >
                    <Text textStyle="sm" fontWeight="medium" lineClamp={2}>
                      {sector.industry}
                    </Text>
                    <ChangeText percent={sector.changePercent} />
                    <Text textStyle="xs" color="fg.muted">
                      {sector.advances} up · {sector.declines} down
                    </Text>
                  </chakra.button>
                </li>
              );
            })}
          </SimpleGrid>
        )}
        <Box id={PANEL_ID} mt={chosen ? 4 : 0} aria-live="polite">
          {chosen ? <SectorConstituents sector={chosen} /> : null}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function SectorConstituents({ sector }: { sector: Sector }) {
  const query = useIndexConstituents(sector.code);
  if (query.isPending) return <Skeleton h="40" borderRadius="l3" />;
  if (query.isError) {
    return (
      <DataError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { data } = query.data.data;
  return (
    <Stack gap={2}>
      <Text as="h3" fontWeight="semibold">
        {sector.industry}: {data.members.length} stocks
      </Text>
      <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />
      <Table.ScrollArea borderWidth="1px" borderRadius="l3" maxH="80">
        <Table.Root recipe={tableSlotRecipe} size="sm" stickyHeader>
          <Table.Caption srOnly>Stocks of {data.name}, heaviest first</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Stock</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Weight</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Close</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.members.map((member) => (
              <Table.Row key={member.symbol}>
                <Table.Cell>
                  <Text fontWeight="medium">{member.symbol}</Text>
                  <Text textStyle="xs" color="fg.muted" truncate maxW="48">
                    {member.name}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{member.weight.toFixed(2)}%</Table.Cell>
                <Table.Cell textAlign="end">
                  {member.close === null ? '–' : formatPaise(member.close)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <ChangeText percent={member.changePercent} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
