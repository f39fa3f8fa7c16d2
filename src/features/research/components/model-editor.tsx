import { Box, Button, chakra, HStack, List, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { GOAL_TYPE_LABELS, GOAL_TYPES } from '@/domain/goal-types';
import { RISK_CATEGORIES, RISK_CATEGORY_IDS } from '@/domain/risk-categories';
import type { CapBand } from '@/domain/suitability';
import { FormAlert } from '@/ui/form-alert';
import { describedBy, HintAndError } from '@/ui/plain-field';
import { QueryState } from '@/ui/query-state';
import { useModel } from '../api/model-get';
import { useCreateModel } from '../api/model-create';
import { useUpdateModel } from '../api/model-update';
import { MODEL_MAX_STOCKS, MODEL_MIN_STOCKS, NOTE_MAX, type ModelDetail } from '../model/contract';
import {
  emptyModelForm,
  formFromModel,
  indiaToday,
  isGoalType,
  modelRequestOf,
  problemsFromServer,
  removeSymbol,
  storedModelFormSchema,
  suitabilityHints,
  toggleCategory,
  weightSumBp,
  weightSumText,
  withEqualWeights,
  withSymbols,
  type FormProblems,
  type ModelForm,
} from '../model/model-form';
import { CapBandBadge, TextArea, TextInput } from './model-fields';
import { SaveOutcome, type Outcome } from './model-save-outcome';

// The model portfolio editor (issue 16, Deliver 2): a new model, or a new version of one. What
// is typed is kept on this device while the adviser goes to pick stocks and back, and after a
// refusal; the request is checked with the contract's schemas first; the write goes through the
// outbox with the model's id made when the adviser pressed "Save".

/** What the screen knows of a stock besides its symbol (from the stock table or the model). */
export interface StockInfo {
  name: string;
  sector: string;
  capBand: CapBand | null;
}

export interface ModelEditorProps {
  /** Editing this model (a new version); a new model without it. */
  editId?: string | undefined;
  /** The picks brought back from the stock screen (?symbols=); undefined when none came. */
  picked?: readonly string[] | undefined;
  stockInfo: ReadonlyMap<string, StockInfo>;
  /** Open the stock picker with these picks. */
  onPickStocks: (symbols: string[]) => void;
  /** Open a model on the models screen. */
  onOpenModel: (modelId: string) => void;
}

const draftKey = (editId: string | undefined) => `nivesh:model-draft:${editId ?? 'new'}`;

function readDraft(editId: string | undefined): ModelForm | null {
  try {
    const text = sessionStorage.getItem(draftKey(editId));
    if (!text) return null;
    const parsed = storedModelFormSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeDraft(editId: string | undefined, form: ModelForm | null) {
  try {
    if (form) sessionStorage.setItem(draftKey(editId), JSON.stringify(form));
    else sessionStorage.removeItem(draftKey(editId));
  } catch {
    // Storage full or blocked: the form still works, it is just not kept.
  }
}

export function ModelEditor(props: ModelEditorProps) {
  const query = useModel(props.editId);
  if (!props.editId) return <EditorForm {...props} model={null} />;
  return (
    <QueryState query={query} loadingHeight="40rem">
      {({ data }) =>
        data.archived ? (
          <FormAlert status="info" title="This model is archived">
            An archived model is kept for the record and no longer changes. Make a new model
            instead.
          </FormAlert>
        ) : (
          <EditorForm {...props} model={data} />
        )
      }
    </QueryState>
  );
}

function startingForm(
  model: ModelDetail | null,
  editId: string | undefined,
  picked: readonly string[] | undefined,
): ModelForm {
  const base = readDraft(editId) ?? (model ? formFromModel(model) : emptyModelForm(indiaToday()));
  return picked && picked.length > 0 ? withSymbols(base, picked) : base;
}

function EditorForm({
  editId,
  picked,
  stockInfo,
  onPickStocks,
  onOpenModel,
  model,
}: ModelEditorProps & { model: ModelDetail | null }) {
  const ids = useId();
  const [form, setForm] = useState<ModelForm>(() => startingForm(model, editId, picked));
  const [problems, setProblems] = useState<FormProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const modelId = useRef<string | null>(null);
  const create = useCreateModel();
  const update = useUpdateModel();
  const saving = create.isPending || update.isPending;
  const select = useRecipe({ key: 'input' })({ size: 'md' });

  useEffect(() => {
    if (!outcome) writeDraft(editId, form);
  }, [editId, form, outcome]);

  const change = (next: ModelForm) => {
    setForm(next);
    setFailure(null);
  };

  const infoOf = (symbol: string): StockInfo | undefined => {
    const known = stockInfo.get(symbol);
    if (known) return known;
    const inModel = model?.stocks.find((stock) => stock.symbol === symbol);
    return inModel
      ? { name: inModel.name, sector: inModel.sector, capBand: inModel.capBand }
      : undefined;
  };

  const hints = suitabilityHints(form, (symbol) => infoOf(symbol)?.capBand);
  const sum = weightSumBp(form);

  const refused = (error: unknown) => {
    const fields = problemsFromServer(fieldErrorsOf(error), form.symbols);
    setProblems(fields);
    setFailure(
      isApiError(error)
        ? error.message
        : 'The model could not be saved. Check your connection and try again.',
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const today = indiaToday();
    setFailure(null);
    if (editId) {
      const request = modelRequestOf(form, { today });
      if (!request.ok) return setProblems(request.problems);
      setProblems({});
      update.mutate(
        { modelId: editId, body: request.body },
        {
          onSuccess: (result) => {
            writeDraft(editId, null);
            setOutcome({ kind: 'updated', modelId: editId, name: request.body.name, result });
          },
          onError: refused,
        },
      );
      return;
    }
    modelId.current ??= crypto.randomUUID();
    const request = modelRequestOf(form, { modelId: modelId.current, today });
    if (!request.ok) return setProblems(request.problems);
    setProblems({});
    create.mutate(request.body, {
      onSuccess: (result) => {
        writeDraft(editId, null);
        setOutcome({
          kind: 'created',
          modelId: request.body.modelId,
          name: request.body.name,
          result,
        });
      },
      onError: refused,
    });
  };

  if (outcome) {
    return (
      <SaveOutcome
        outcome={outcome}
        categories={form.categories}
        goalType={form.goalType || undefined}
        onOpenModel={onOpenModel}
      />
    );
  }

  const id = (name: string) => `${ids}-${name}`;
  const problemCount = Object.keys(problems).length;

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      aria-describedby={failure ? id('failure') : undefined}
    >
      <Stack gap={6}>
        {failure ? (
          <Box id={id('failure')}>
            <FormAlert status="error" title="Not saved">
              {failure} What you typed is still here.
            </FormAlert>
          </Box>
        ) : problemCount > 0 ? (
          <FormAlert status="error" title="Check the form">
            {problemCount === 1 ? 'One field needs' : `${problemCount} fields need`} your attention.
          </FormAlert>
        ) : null}

        <Stack gap={4} direction={{ base: 'column', md: 'row' }}>
          <Box flex="2">
            <TextInput
              id={id('name')}
              label="Name"
              value={form.name}
              onValue={(name) => change({ ...form, name })}
              error={problems.name}
              maxLength={60}
              hint="Your clients see it with each suggestion."
            />
          </Box>
          <Box flex="1">
            <Stack gap={1.5}>
              <chakra.label htmlFor={id('goal')} fontWeight="medium" textStyle="sm">
                Goal
              </chakra.label>
              <chakra.select
                id={id('goal')}
                css={[select, { appearance: 'auto', pe: 2 }]}
                value={form.goalType}
                aria-invalid={problems.goalType ? true : undefined}
                aria-describedby={describedBy({ id: id('goal'), error: problems.goalType })}
                onChange={(event) => {
                  const value = event.target.value;
                  change({ ...form, goalType: isGoalType(value) ? value : '' });
                }}
              >
                <option value="">Choose the goal it is for</option>
                {GOAL_TYPES.map((goal) => (
                  <option key={goal} value={goal}>
                    {GOAL_TYPE_LABELS[goal]}
                  </option>
                ))}
              </chakra.select>
              <HintAndError id={id('goal')} error={problems.goalType} />
            </Stack>
          </Box>
        </Stack>

        <chakra.fieldset borderWidth="1px" borderRadius="l3" p={{ base: 3, md: 4 }}>
          <chakra.legend px={1} fontWeight="semibold">
            Stocks and weights
          </chakra.legend>
          <Stack gap={3}>
            <HStack gap={2} flexWrap="wrap">
              <Button
                size="sm"
                variant="outline"
                colorPalette="purple"
                onClick={() => onPickStocks(form.symbols)}
              >
                {form.symbols.length === 0 ? 'Pick stocks' : 'Pick more stocks'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={form.symbols.length === 0}
                onClick={() => change(withEqualWeights(form))}
              >
                Equal weights
              </Button>
            </HStack>
            {problems.stocks ? (
              <Text color="fg.error" textStyle="sm" role="alert">
                {problems.stocks}
              </Text>
            ) : null}
            {form.symbols.length === 0 ? (
              <Text color="fg.muted" textStyle="sm">
                No stocks yet. Pick {MODEL_MIN_STOCKS} to {MODEL_MAX_STOCKS} stocks from the NIFTY
                500, then set their weights.
              </Text>
            ) : (
              <List.Root listStyle="none" gap={2} ps={0}>
                {form.symbols.map((symbol) => {
                  const info = infoOf(symbol);
                  const field = `weight.${symbol}` as const;
                  const inputId = id(`weight-${symbol}`);
                  return (
                    <List.Item
                      key={symbol}
                      display="flex"
                      gap={3}
                      alignItems="flex-start"
                      borderBottomWidth="1px"
                      pb={2}
                    >
                      <Box flex="1" minW={0}>
                        <HStack gap={2} flexWrap="wrap">
                          <Text fontWeight="semibold">{symbol}</Text>
                          <CapBandBadge band={info?.capBand} />
                        </HStack>
                        <Text textStyle="xs" color="fg.muted" truncate>
                          {info ? `${info.name} · ${info.sector}` : 'Not in the stock list'}
                        </Text>
                      </Box>
                      <Box w={{ base: '6.5rem', md: '8rem' }}>
                        <chakra.label htmlFor={inputId} srOnly>
                          Weight of {symbol}, percent
                        </chakra.label>
                        <Box position="relative">
                          <chakra.input
                            id={inputId}
                            css={[select, { pe: 8, textAlign: 'end' }]}
                            inputMode="decimal"
                            autoComplete="off"
                            value={form.percents[symbol] ?? ''}
                            aria-invalid={problems[field] ? true : undefined}
                            aria-describedby={describedBy({ id: inputId, error: problems[field] })}
                            onChange={(event) =>
                              change({
                                ...form,
                                percents: { ...form.percents, [symbol]: event.target.value },
                              })
                            }
                          />
                          <Box
                            position="absolute"
                            insetEnd={0}
                            top={0}
                            h="full"
                            display="flex"
                            alignItems="center"
                            pe={3}
                            color="fg.muted"
                            aria-hidden="true"
                          >
                            %
                          </Box>
                        </Box>
                        <HintAndError id={inputId} error={problems[field]} />
                      </Box>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${symbol}`}
                        onClick={() => change(removeSymbol(form, symbol))}
                      >
                        Remove
                      </Button>
                    </List.Item>
                  );
                })}
              </List.Root>
            )}
            {form.symbols.length > 0 ? (
              <Text
                textStyle="sm"
                fontWeight="medium"
                role="status"
                aria-live="polite"
                color={sum === 10_000 ? 'fg.success' : 'fg.warning'}
              >
                {sum === 10_000 ? '✓ ' : '! '}
                {weightSumText(form)}
              </Text>
            ) : null}
          </Stack>
        </chakra.fieldset>

        <chakra.fieldset
          borderWidth="1px"
          borderRadius="l3"
          p={{ base: 3, md: 4 }}
          aria-describedby={problems.categories ? id('categories-error') : id('categories-hint')}
        >
          <chakra.legend px={1} fontWeight="semibold">
            Suitable for
          </chakra.legend>
          <Text id={id('categories-hint')} textStyle="sm" color="fg.muted" mb={2}>
            The risk categories it suits. Sending it to a client of another category is blocked
            unless you write why.
          </Text>
          <Stack gap={2}>
            {RISK_CATEGORY_IDS.map((category) => (
              <chakra.label
                key={category}
                display="flex"
                alignItems="center"
                gap={2}
                cursor="pointer"
              >
                <chakra.input
                  type="checkbox"
                  w="4"
                  h="4"
                  accentColor="purple.600"
                  checked={form.categories.includes(category)}
                  onChange={() => change(toggleCategory(form, category))}
                />
                {RISK_CATEGORIES[category].label}
              </chakra.label>
            ))}
          </Stack>
          {problems.categories ? (
            <Text id={id('categories-error')} color="fg.error" textStyle="sm" mt={2}>
              {problems.categories}
            </Text>
          ) : null}
          {hints.length > 0 ? (
            <Stack gap={1} mt={3} aria-label="How it sits with each category’s limits" role="group">
              {hints.map((hint) => (
                <Text
                  key={hint.category}
                  textStyle="sm"
                  color={hint.ok ? 'fg.muted' : 'fg.warning'}
                >
                  <chakra.span fontWeight="semibold">
                    {hint.ok ? 'Fits: ' : 'Over a limit: '}
                  </chakra.span>
                  {hint.text}
                </Text>
              ))}
              <Text textStyle="xs" color="fg.muted">
                Each client is checked again when you send it, with the mix’s volatility too.
              </Text>
            </Stack>
          ) : null}
        </chakra.fieldset>

        <Stack gap={4} direction={{ base: 'column', md: 'row' }}>
          <Box flex="1">
            <TextInput
              id={id('band')}
              label="Drift band"
              value={form.band}
              onValue={(band) => change({ ...form, band })}
              error={problems.band}
              inputMode="decimal"
              suffix="± pp"
              hint="A client whose weights drift further than this from the model is due a rebalance."
            />
          </Box>
          <Box flex="1">
            <TextInput
              id={id('review')}
              label="Review by"
              type="date"
              value={form.reviewDate}
              onValue={(reviewDate) => change({ ...form, reviewDate })}
              error={problems.reviewDate}
              min={indiaToday()}
              hint="When you mean to look at it again."
            />
          </Box>
        </Stack>

        <TextArea
          id={id('note')}
          label={editId ? 'What changed, and why' : 'Note (optional)'}
          value={form.note}
          onValue={(note) => change({ ...form, note })}
          error={problems.note}
          maxLength={NOTE_MAX}
          hint={
            editId
              ? 'Kept with the new version and shown to clients with their rebalance suggestion.'
              : 'Kept with version 1: why this mix.'
          }
        />

        <HStack gap={3} justify="flex-end" flexWrap="wrap">
          <Button
            variant="ghost"
            onClick={() => {
              writeDraft(editId, null);
              setProblems({});
              setFailure(null);
              setForm(model ? formFromModel(model) : emptyModelForm(indiaToday()));
            }}
          >
            {model ? 'Undo my changes' : 'Start again'}
          </Button>
          <Button type="submit" colorPalette="purple" loading={saving} loadingText="Saving">
            {editId ? 'Save a new version' : 'Save the model'}
          </Button>
        </HStack>
        {editId && model && model.clients > 0 ? (
          <Text textStyle="sm" color="fg.muted" textAlign="end">
            Saving sends each of its {model.clients} {model.clients === 1 ? 'client' : 'clients'} a
            rebalance suggestion, checked for suitability.
          </Text>
        ) : null}
      </Stack>
    </chakra.form>
  );
}
