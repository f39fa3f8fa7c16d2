import { Box, Button, chakra, HStack, Stack, Text, useRecipe } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import { dataErrorMessage } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import { describedBy, PlainField } from '@/ui/plain-field';
import { useCreateBasket } from '../api/basket-create';
import { clearBasketDraft, writeBasketDraft } from '../api/basket-draft';
import type { StockRow } from '../model/archive-shapes';
import { basketFigures } from '../model/basket-figures';
import {
  addSymbol,
  basketRequestOf,
  chooseWeighting,
  removeSymbol,
  type BasketForm,
  type FormProblems,
} from '../model/basket-form';
import { DEFAULT_TOLERANCE_BP, MAX_STOCKS, NAME_MAX } from '../model/contract';
import { basketCreateSearch } from '../model/selection';
import { BasketStockList } from './basket-stock-list';
import type { SelectionPath } from './baskets-home';
import { MinimumInvestmentNote } from './minimum-investment-note';
import { StockAdder } from './stock-adder';
import { WeightingChoice } from './weighting-choice';

// Create a basket (issue 13, Deliver 6): name, stocks, weighting, the weights and the minimum
// investment worked out as the investor types, then save through the outbox (kept offline).
// What was typed is kept on this device until the basket is saved (api/basket-draft.ts).

interface BasketCreateFormProps {
  sub: string;
  initial: BasketForm;
  rows: ReadonlyMap<string, StockRow>;
  table: readonly StockRow[];
  goalId?: string | undefined;
  selectionPath: SelectionPath;
}

/** The server's field names (`stocks.2.weightBp`) on the form's three places for messages. */
function serverProblems(error: unknown): FormProblems {
  const problems: FormProblems = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const key = field.startsWith('name')
      ? 'name'
      : field.endsWith('weightBp')
        ? 'weights'
        : 'stocks';
    problems[key] ??= message;
  }
  return problems;
}

export function BasketCreateForm({
  sub,
  initial,
  rows,
  table,
  goalId,
  selectionPath,
}: BasketCreateFormProps) {
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<FormProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateBasket();
  const navigate = useNavigate();
  const input = useRecipe({ key: 'input' })({ size: 'md' });

  useEffect(() => writeBasketDraft(sub, form), [sub, form]);

  // The figures follow the stocks and weights, not the name; typing stays quick on a phone.
  const { symbols, weighting, percents } = useDeferredValue(form);
  const figures = useMemo(
    () =>
      basketFigures(
        { name: '', themeId: null, symbols, weighting, percents },
        rows,
        DEFAULT_TOLERANCE_BP,
      ),
    [symbols, weighting, percents, rows],
  );

  const edit = (next: BasketForm, clear: keyof FormProblems) => {
    setForm(next);
    setProblems((before) => ({ ...before, [clear]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const id = crypto.randomUUID();
    const request = basketRequestOf(form, id);
    if (!request.ok) {
      setProblems(request.problems);
      return;
    }
    try {
      const result = await create.mutateAsync(request.body);
      clearBasketDraft(sub);
      if (goalId) {
        void navigate({ to: '/basketgoal', search: { goalId, basketId: id } });
      } else if (result.state === 'sent') {
        void navigate({ to: '/investor/basketssummary', search: { basketId: id } });
      } else {
        // Kept in the outbox: the baskets list shows it as waiting until it is sent.
        void navigate({ to: '/investor/baskets' });
      }
    } catch (error) {
      setProblems(serverProblems(error));
      setFailure(dataErrorMessage(error));
    }
  };

  const nameHint = `Up to ${NAME_MAX} characters`;
  const full = form.symbols.length >= MAX_STOCKS;
  const custom = form.weighting === 'custom';
  const shown = figures.stocks.map((stock) => stock.weightBp);

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={6}>
        {failure ? (
          <FormAlert status="error" title="The basket was not saved">
            {failure} What you typed is still here.
          </FormAlert>
        ) : null}
        <PlainField id="basket-name" label="Name" hint={nameHint} error={problems.name}>
          <chakra.input
            id="basket-name"
            autoComplete="off"
            maxLength={NAME_MAX + 10}
            css={input}
            value={form.name}
            aria-invalid={problems.name ? true : undefined}
            aria-describedby={describedBy({
              id: 'basket-name',
              error: problems.name,
              hint: nameHint,
            })}
            onChange={(event) => edit({ ...form, name: event.target.value }, 'name')}
          />
        </PlainField>

        <Stack as="section" gap={3} aria-labelledby="basket-stocks-heading">
          <HStack justify="space-between" flexWrap="wrap" gap={2}>
            <Text as="h2" id="basket-stocks-heading" fontWeight="medium">
              Stocks ({form.symbols.length} of at most {MAX_STOCKS})
            </Text>
            <Button asChild size="sm" variant="outline" colorPalette="purple">
              <Link
                to={selectionPath}
                search={basketCreateSearch({ symbols: form.symbols, goalId })}
              >
                Pick with filters
              </Link>
            </Button>
          </HStack>
          {problems.stocks ? (
            <Text color="fg.error" textStyle="sm" role="alert">
              {problems.stocks}
            </Text>
          ) : null}
          {form.symbols.length > 0 ? (
            <BasketStockList
              stocks={figures.stocks}
              custom={custom}
              percents={form.percents}
              quantities={figures.minimum?.quantities ?? null}
              weightsError={problems.weights ?? figures.weightsProblem ?? undefined}
              onPercent={(symbol, text) =>
                edit({ ...form, percents: { ...form.percents, [symbol]: text } }, 'weights')
              }
              onRemove={(symbol) => edit(removeSymbol(form, symbol), 'stocks')}
            />
          ) : (
            <Text color="fg.muted">
              No stocks yet. Add them by name below, or pick them with filters.
            </Text>
          )}
          {custom && form.symbols.length > 0 ? (
            <Text
              id="basket-weights-error"
              textStyle="sm"
              color={problems.weights || figures.weightsProblem ? 'fg.error' : 'fg.success'}
              aria-live="polite"
            >
              {problems.weights ?? figures.weightsProblem ?? 'The weights add up to 100 %.'}
            </Text>
          ) : null}
          <StockAdder
            rows={table}
            picked={form.symbols}
            full={full}
            onAdd={(symbol) => edit(addSymbol(form, symbol), 'stocks')}
          />
        </Stack>

        <WeightingChoice
          value={form.weighting}
          onChange={(next) => edit(chooseWeighting(form, next, shown), 'weights')}
        />

        <MinimumInvestmentNote figures={figures} count={form.symbols.length} />

        <Box>
          <Button
            type="submit"
            colorPalette="purple"
            loading={create.isPending}
            loadingText="Saving"
            w={{ base: 'full', md: 'auto' }}
          >
            Save the basket
          </Button>
          <Text textStyle="sm" color="fg.muted" mt={2}>
            {goalId
              ? 'Next, link it to your goal. Nothing is bought until you invest.'
              : 'Next, you choose how much to invest and see the orders with their charges. Nothing is bought until you confirm.'}
          </Text>
        </Box>
      </Stack>
    </chakra.form>
  );
}
