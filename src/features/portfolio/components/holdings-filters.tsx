import {
  Box,
  Button,
  chakra,
  HStack,
  SimpleGrid,
  useRecipe,
  useSlotRecipe,
} from '@chakra-ui/react';
import type { GainFilter, HoldingsFilter } from './holdings-view';

const GAINS: ReadonlyArray<readonly [GainFilter, string]> = [
  ['all', 'All'],
  ['gains', 'In profit'],
  ['losses', 'In loss'],
];

interface HoldingsFiltersProps {
  filter: HoldingsFilter;
  sectors: readonly string[];
  onChange: (filter: HoldingsFilter) => void;
}

/** Search by symbol or name, a sector, and gains or losses only. */
export function HoldingsFilters({ filter, sectors, onChange }: HoldingsFiltersProps) {
  const field = useSlotRecipe({ key: 'field' })({});
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const set = (change: Partial<HoldingsFilter>) => onChange({ ...filter, ...change });
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={3} alignItems="end" role="search">
      <Box css={field.root}>
        <chakra.label htmlFor="holdings-search" css={field.label}>
          Search by symbol or name
        </chakra.label>
        <chakra.input
          id="holdings-search"
          type="search"
          autoComplete="off"
          css={input}
          value={filter.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </Box>
      <Box css={field.root}>
        <chakra.label htmlFor="holdings-sector" css={field.label}>
          Sector
        </chakra.label>
        <chakra.select
          id="holdings-sector"
          css={[input, { appearance: 'auto', pe: 2 }]}
          value={filter.sector}
          onChange={(event) => set({ sector: event.target.value })}
        >
          <option value="">All sectors</option>
          {sectors.map((sector) => (
            <option key={sector} value={sector}>
              {sector}
            </option>
          ))}
        </chakra.select>
      </Box>
      <HStack role="group" aria-label="Show holdings" gap={1}>
        {GAINS.map(([gain, label]) => (
          <Button
            key={gain}
            flex="1"
            variant={filter.gain === gain ? 'solid' : 'outline'}
            colorPalette="purple"
            aria-pressed={filter.gain === gain}
            onClick={() => set({ gain })}
          >
            {label}
          </Button>
        ))}
      </HStack>
    </SimpleGrid>
  );
}
