import { Button, HStack, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { SYMBOL_FORMAT } from '../model/contract';
import { FilterInput, FilterSelect } from './trade-history-fields';

export interface FilterDraft {
  /** The select's value (status or side); '' for all. */
  choice: string;
  symbol: string;
  from: string;
  to: string;
}

export interface AppliedFilters {
  choice?: string | undefined;
  symbol?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const EMPTY: FilterDraft = { choice: '', symbol: '', from: '', to: '' };

/** The filters to send, or what to fix: a symbol the server accepts, a range that runs forward. */
export function checkFilters(draft: FilterDraft): {
  applied: AppliedFilters;
  errors: Partial<Record<keyof FilterDraft, string>>;
} {
  const symbol = draft.symbol.trim().toUpperCase();
  const errors: Partial<Record<keyof FilterDraft, string>> = {};
  if (symbol && !SYMBOL_FORMAT.test(symbol)) {
    errors.symbol = 'A symbol is 1 to 20 letters, digits, &, _ or -';
  }
  if (draft.from && draft.to && draft.from > draft.to) {
    errors.to = 'The end date is before the start date';
  }
  return {
    applied: {
      choice: draft.choice || undefined,
      symbol: symbol || undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    },
    errors,
  };
}

interface FilterBarProps {
  /** Keeps the inputs' ids apart on one page. */
  idPrefix: string;
  choiceLabel: string;
  choices: ReadonlyArray<readonly [string, string]>;
  onApply: (filters: AppliedFilters) => void;
}

/** Filters a list on submit (not on each keystroke), so half a symbol sends no request. */
export function FilterBar({ idPrefix, choiceLabel, choices, onApply }: FilterBarProps) {
  const [draft, setDraft] = useState<FilterDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof FilterDraft, string>>>({});
  const set = (key: keyof FilterDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFilters(draft);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) onApply(checked.applied);
  };
  const clear = () => {
    setDraft(EMPTY);
    setErrors({});
    onApply({});
  };

  return (
    <form onSubmit={submit} aria-label={`Filter ${idPrefix}`} noValidate>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={3} alignItems="start">
        <FilterSelect
          id={`${idPrefix}-choice`}
          label={choiceLabel}
          value={draft.choice}
          choices={choices}
          onValue={set('choice')}
        />
        <FilterInput
          id={`${idPrefix}-symbol`}
          label="Symbol"
          value={draft.symbol}
          error={errors.symbol}
          onValue={set('symbol')}
          placeholder="e.g. INFY"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
        <FilterInput
          id={`${idPrefix}-from`}
          label="From"
          type="date"
          value={draft.from}
          error={errors.from}
          onValue={set('from')}
        />
        <FilterInput
          id={`${idPrefix}-to`}
          label="To"
          type="date"
          value={draft.to}
          error={errors.to}
          onValue={set('to')}
        />
      </SimpleGrid>
      <HStack gap={2} mt={3}>
        <Button type="submit" size="sm" colorPalette="purple">
          Apply filters
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={clear}>
          Clear
        </Button>
      </HStack>
    </form>
  );
}
