import {
  Box,
  Button,
  chakra,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  useRecipe,
  useSlotRecipe,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { describedBy, PlainField } from '@/ui/plain-field';
import { STOCK_SIZES, type StockSize } from '../model/archive-shapes';
import {
  FACTOR_KEYS,
  FACTOR_LABELS,
  SIZE_LABELS,
  type BoundKey,
  type CompiledFilter,
  type FilterForm,
} from '../model/stock-filter';

// The stock selection's filters: search, sector and size always in view; prices, fundamentals
// and factor minimums behind "More filters" so a phone shows the list first.

const FUNDAMENTALS: ReadonlyArray<{ key: BoundKey; label: string; hint?: string }> = [
  { key: 'priceMin', label: 'Price from (₹)' },
  { key: 'priceMax', label: 'Price up to (₹)' },
  { key: 'peMax', label: 'P/E at most', hint: 'Leaves out loss-making companies' },
  { key: 'roeMin', label: 'ROE at least (%)' },
  { key: 'dividendYieldMin', label: 'Dividend yield at least (%)' },
  { key: 'debtToEquityMax', label: 'Debt/equity at most' },
];

interface StockFiltersProps {
  form: FilterForm;
  compiled: CompiledFilter;
  sectors: readonly string[];
  onChange: (form: FilterForm) => void;
}

function BoundField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  return (
    <PlainField id={id} label={label} hint={hint} error={error}>
      <chakra.input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        css={input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        onChange={(event) => onChange(event.target.value)}
      />
    </PlainField>
  );
}

export function StockFilters({ form, compiled, sectors, onChange }: StockFiltersProps) {
  const base = useId();
  const [more, setMore] = useState(false);
  const field = useSlotRecipe({ key: 'field' })({});
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const set = (change: Partial<FilterForm>) => onChange({ ...form, ...change });
  const setBound = (key: BoundKey, value: string) =>
    set({ bounds: { ...form.bounds, [key]: value } });
  const toggleSize = (size: StockSize) =>
    set({
      sizes: form.sizes.includes(size)
        ? form.sizes.filter((one) => one !== size)
        : [...form.sizes, size],
    });
  const boundsOn = Object.keys(compiled.bounds).length;

  return (
    <Stack gap={3} role="search" aria-label="Filter stocks">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3} alignItems="end">
        <Box css={field.root}>
          <chakra.label htmlFor={`${base}-search`} css={field.label}>
            Search by symbol or name
          </chakra.label>
          <chakra.input
            id={`${base}-search`}
            type="search"
            autoComplete="off"
            css={input}
            value={form.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </Box>
        <Box css={field.root}>
          <chakra.label htmlFor={`${base}-sector`} css={field.label}>
            Sector
          </chakra.label>
          <chakra.select
            id={`${base}-sector`}
            css={[input, { appearance: 'auto', pe: 2 }]}
            value={form.sector}
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
        <HStack role="group" aria-label="Company size" gap={1}>
          {STOCK_SIZES.map((size) => (
            <Button
              key={size}
              flex="1"
              variant={form.sizes.includes(size) ? 'solid' : 'outline'}
              colorPalette="purple"
              aria-pressed={form.sizes.includes(size)}
              onClick={() => toggleSize(size)}
            >
              {SIZE_LABELS[size]}
            </Button>
          ))}
        </HStack>
      </SimpleGrid>
      <HStack gap={2} flexWrap="wrap">
        <Button
          size="sm"
          variant="ghost"
          colorPalette="purple"
          aria-expanded={more}
          aria-controls={`${base}-more`}
          onClick={() => setMore((open) => !open)}
        >
          {more ? 'Fewer filters' : 'More filters'}
          {boundsOn > 0 ? ` (${boundsOn} on)` : ''}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onChange({ search: '', sector: '', sizes: [], bounds: {} })}
        >
          Clear filters
        </Button>
      </HStack>
      <Box id={`${base}-more`} hidden={!more}>
        <Stack gap={4}>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap={3}>
            {FUNDAMENTALS.map(({ key, label, hint }) => (
              <BoundField
                key={key}
                id={`${base}-${key}`}
                label={label}
                hint={hint}
                value={form.bounds[key] ?? ''}
                error={compiled.problems[key]}
                onChange={(value) => setBound(key, value)}
              />
            ))}
          </SimpleGrid>
          <Box>
            <Text textStyle="sm" fontWeight="medium">
              Factor scores at least
            </Text>
            <Text textStyle="xs" color="fg.muted" mb={2}>
              Scores compare each stock with the NIFTY 500: 0 is average, 1 is well above, −1 well
              below.
            </Text>
            <SimpleGrid columns={{ base: 2, md: 5 }} gap={3}>
              {FACTOR_KEYS.map((key) => (
                <BoundField
                  key={key}
                  id={`${base}-${key}`}
                  label={FACTOR_LABELS[key]}
                  value={form.bounds[key] ?? ''}
                  error={compiled.problems[key]}
                  onChange={(value) => setBound(key, value)}
                />
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
