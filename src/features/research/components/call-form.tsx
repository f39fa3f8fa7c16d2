import { Box, Button, chakra, HStack, SimpleGrid, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { RISK_CATEGORIES, RISK_CATEGORY_IDS } from '@/domain/risk-categories';
import { FormAlert } from '@/ui/form-alert';
import { describedBy, HintAndError, PlainField } from '@/ui/plain-field';
import { useCreateCall } from '../api/call-create';
import { useStockList } from '../api/stock-list-get';
import {
  checkCallForm,
  emptyCallForm,
  type CallField,
  type CallForm as CallFormState,
  type CallProblems,
} from '../model/call-form';
import {
  CALL_ACTIONS,
  HORIZON_MAX_DAYS,
  HORIZON_MIN_DAYS,
  type CallAction,
  type ResearchCall,
} from '../model/contract';

// "New call": the stock (suggested from the archive's list as it is typed), the action, target,
// stop-loss, horizon, for a buy the share of a portfolio to buy, the risk categories it suits and
// the rationale. Checked here with the contract's schema first; the server then checks the price
// rule against today's close. Errors show next to their fields, and what was typed stays on a
// refusal so the adviser only fixes what is wrong.

interface CallFormProps {
  onMade: (call: ResearchCall) => void;
  onCancel: () => void;
}

const ACTION_TEXT: Record<CallAction, string> = {
  buy: 'Buy',
  sell: 'Sell',
  hold: 'Hold',
};

const MAX_SUGGESTIONS = 40;
const RATIONALE_HINT = 'Why, in plain words: your clients read it with the suggestion';

function TextInput({
  id,
  label,
  hint,
  error,
  value,
  onValue,
  ...rest
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  value: string;
  onValue: (value: string) => void;
  inputMode?: 'decimal' | 'numeric' | 'text';
  list?: string;
  placeholder?: string;
}) {
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  return (
    <PlainField id={id} label={label} hint={hint} error={error}>
      <chakra.input
        id={id}
        css={input}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      />
    </PlainField>
  );
}

export function CallForm({ onMade, onCancel }: CallFormProps) {
  const [form, setForm] = useState<CallFormState>(emptyCallForm);
  const [callId, setCallId] = useState(() => crypto.randomUUID());
  const [problems, setProblems] = useState<CallProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const create = useCreateCall();
  const stocks = useStockList();
  const textarea = useRecipe({ key: 'input' })({ size: 'md' });

  const set = <K extends keyof CallFormState>(key: K, value: CallFormState[K]) => {
    setForm((old) => ({ ...old, [key]: value }));
  };

  const typed = form.symbol.trim().toUpperCase();
  const suggestions = useMemo(() => {
    const all = stocks.data ?? [];
    if (typed === '') return all.slice(0, MAX_SUGGESTIONS);
    return all
      .filter((s) => s.symbol.startsWith(typed) || s.name.toUpperCase().includes(typed))
      .slice(0, MAX_SUGGESTIONS);
  }, [stocks.data, typed]);
  const chosen = stocks.data?.find((s) => s.symbol === typed);

  const submit = () => {
    setFailure(null);
    setWaiting(false);
    const checked = checkCallForm(form, callId);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    create.mutate(checked.body, {
      onSuccess: (outcome) => {
        if (outcome.state === 'waiting') {
          setWaiting(true);
          return;
        }
        onMade(outcome.call);
      },
      onError: (error) => {
        const byField = fieldErrorsOf(error) as CallProblems;
        setProblems(byField);
        setFailure(
          Object.keys(byField).length > 0
            ? 'Fix the fields marked below.'
            : isApiError(error)
              ? error.message
              : 'The call could not be made. Try again.',
        );
        // A refused call was not made: the next try is a new call.
        setCallId(crypto.randomUUID());
      },
    });
  };

  const error = (field: CallField) => problems[field];

  return (
    <chakra.form
      noValidate
      aria-label="New research call"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap={4}>
        {failure ? <FormAlert status="error" title={failure} /> : null}
        {waiting ? (
          <FormAlert status="info" title="Not sent yet">
            You seem to be offline. The call is kept on this device; confirm it again when you are
            online, since it is made at that day’s close.
          </FormAlert>
        ) : null}
        <TextInput
          id="call-symbol"
          label="Stock (NSE symbol)"
          list="call-symbol-list"
          placeholder="e.g. ITC"
          value={form.symbol}
          onValue={(value) => set('symbol', value.toUpperCase())}
          error={error('symbol')}
          hint={
            chosen
              ? `${chosen.name} · ${chosen.sector}. The entry is its latest close.`
              : 'Type a symbol or a company name. The entry is the latest close.'
          }
        />
        <datalist id="call-symbol-list">
          {suggestions.map((stock) => (
            <option key={stock.symbol} value={stock.symbol}>
              {stock.name}
            </option>
          ))}
        </datalist>

        <Box as="fieldset" aria-describedby={error('action') ? 'call-action-error' : undefined}>
          <Text as="legend" fontWeight="medium" textStyle="sm" mb={2}>
            Action
          </Text>
          <HStack gap={2} wrap="wrap">
            {CALL_ACTIONS.map((action) => (
              <chakra.label
                key={action}
                display="flex"
                alignItems="center"
                gap={2}
                px={3}
                py={2}
                borderWidth="1px"
                borderRadius="l2"
                cursor="pointer"
                css={{
                  '&:has(input:checked)': { borderColor: 'purple.solid', bg: 'purple.subtle' },
                  '&:has(input:focus-visible)': {
                    outline: '2px solid',
                    outlineColor: 'purple.focusRing',
                  },
                }}
              >
                <input
                  type="radio"
                  name="call-action"
                  value={action}
                  checked={form.action === action}
                  onChange={() => set('action', action)}
                />
                {ACTION_TEXT[action]}
              </chakra.label>
            ))}
          </HStack>
          <HintAndError id="call-action" error={error('action')} />
        </Box>

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <TextInput
            id="call-target"
            label={form.action === 'hold' ? 'Target (upper band), ₹' : 'Target price, ₹'}
            inputMode="decimal"
            value={form.target}
            onValue={(value) => set('target', value)}
            error={error('targetPrice')}
            hint={form.action === 'sell' ? 'Below today’s close' : 'Above today’s close'}
          />
          <TextInput
            id="call-stop"
            label={form.action === 'hold' ? 'Stop-loss (lower band), ₹' : 'Stop-loss, ₹'}
            inputMode="decimal"
            value={form.stop}
            onValue={(value) => set('stop', value)}
            error={error('stopLoss')}
            hint={form.action === 'sell' ? 'Above today’s close' : 'Below today’s close'}
          />
          <TextInput
            id="call-horizon"
            label="Horizon, days"
            inputMode="numeric"
            value={form.horizonDays}
            onValue={(value) => set('horizonDays', value)}
            error={error('horizonDays')}
            hint={`${HORIZON_MIN_DAYS} to ${HORIZON_MAX_DAYS} days; the call expires after it`}
          />
          {form.action === 'buy' ? (
            <TextInput
              id="call-allocation"
              label="Share of a portfolio to buy, %"
              inputMode="decimal"
              value={form.allocation}
              onValue={(value) => set('allocation', value)}
              error={error('allocationBp')}
              hint="What a client’s suggestion buys; at most 25 %"
            />
          ) : null}
        </SimpleGrid>

        <Box
          as="fieldset"
          aria-describedby={error('categories') ? 'call-categories-error' : undefined}
        >
          <Text as="legend" fontWeight="medium" textStyle="sm" mb={2}>
            Suits these risk categories
          </Text>
          <Stack gap={2}>
            {RISK_CATEGORY_IDS.map((id) => (
              <chakra.label key={id} display="flex" alignItems="center" gap={2} cursor="pointer">
                <chakra.input
                  type="checkbox"
                  w="5"
                  h="5"
                  accentColor="purple.600"
                  checked={form.categories.includes(id)}
                  onChange={(event) =>
                    set(
                      'categories',
                      event.target.checked
                        ? RISK_CATEGORY_IDS.filter((c) => c === id || form.categories.includes(c))
                        : form.categories.filter((c) => c !== id),
                    )
                  }
                />
                {RISK_CATEGORIES[id].label}
              </chakra.label>
            ))}
          </Stack>
          <HintAndError id="call-categories" error={error('categories')} />
        </Box>

        <PlainField
          id="call-rationale"
          label="Rationale"
          error={error('rationale')}
          hint={RATIONALE_HINT}
        >
          <chakra.textarea
            id="call-rationale"
            css={[textarea, { minH: '6rem', py: 2 }]}
            value={form.rationale}
            aria-invalid={error('rationale') ? true : undefined}
            aria-describedby={describedBy({
              id: 'call-rationale',
              error: error('rationale'),
              hint: RATIONALE_HINT,
            })}
            onChange={(event) => set('rationale', event.target.value)}
          />
        </PlainField>

        <HStack justify="flex-end" gap={2}>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="purple" loading={create.isPending}>
            Make the call
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
