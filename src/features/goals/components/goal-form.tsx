import { Box, Button, chakra, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useDeferredValue, useId, useMemo, useState, type FormEvent } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { dataErrorMessage } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import { formatCompactRupees, formatIsoDate, rupeesTextToPaise } from '@/ui/format-money';
import { useGoalAssumptions } from '../api/goal-assumptions-get';
import { useCreateGoal } from '../api/goal-create';
import { useUpdateGoal } from '../api/goal-update';
import { NAME_MAX, type Goal, type GoalType } from '../model/contract';
import {
  chooseType,
  goalToForm,
  indiaToday,
  newGoalForm,
  readGoalForm,
  readPlanNumbers,
  targetDateOf,
  type GoalField,
  type GoalFormErrors,
  type GoalFormState,
} from '../model/goal-form';
import { createBody, formErrorsOf, updateBody } from '../model/goal-request';
import { GoalInput, RupeesInput } from './goal-fields';
import { GoalTypeChoice } from './goal-type-choice';
import { LivePlan, type PlanBasis } from './live-plan';
import { WhenField } from './when-field';

export interface GoalSaved {
  goalId: string;
  /** 'queued': kept on this device, sent when the connection is back. */
  state: 'sent' | 'queued';
}

interface GoalFormProps {
  /** A goal to edit; none to create one. */
  goal?: Goal;
  onSaved: (saved: GoalSaved) => void;
}

const FIELD_ORDER: readonly GoalField[] = [
  'type',
  'name',
  'target',
  'targetDate',
  'inflation',
  'setAside',
  'stepUp',
];

/**
 * The goal form (issue 13, Deliver 2): what it is for, what it costs in today's money, when,
 * inflation, money already set aside and a yearly step-up, with the plan drawn live beside it
 * (below it on phones). Saved through the outbox, so a goal typed offline is kept; on a refusal
 * the form keeps what was typed and shows the server's words at each field.
 */
export function GoalForm({ goal, onSaved }: GoalFormProps) {
  const prefix = useId();
  const fieldId = (field: GoalField) => `${prefix}-${field}`;
  const [today] = useState(() => indiaToday());
  const [goalId] = useState(() => goal?.goalId ?? crypto.randomUUID());
  const [state, setState] = useState<GoalFormState>(() =>
    goal ? goalToForm(goal) : newGoalForm(),
  );
  const [errors, setErrors] = useState<GoalFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const saving = create.isPending || update.isPending;
  const assumptions = useGoalAssumptions();

  const table = assumptions.data?.data;
  const category = goal?.riskCategory ?? table?.category ?? null;
  const row = category
    ? table?.rows.find((candidate) => candidate.category === category)
    : undefined;
  const assumption = useMemo(
    () =>
      row ??
      (goal ? { expectedReturnBp: goal.expectedReturnBp, volatilityBp: goal.volatilityBp } : null),
    [row, goal],
  );
  const assumed = goal?.assumedCategory ?? table?.assumedCategory ?? false;
  const source = table?.source ?? 'default';
  const adviserName = table?.adviserName ?? null;
  const basis = useMemo<PlanBasis | null>(
    () => (category ? { category, assumed, source, adviserName } : null),
    [category, assumed, source, adviserName],
  );
  const reading = useMemo(() => readPlanNumbers(state, today), [state, today]);
  // The plan (memoised) follows the numbers in a render of its own after the keystroke's.
  const planNumbers = useDeferredValue(reading.numbers);
  const missing = reading.numbers
    ? assumption
      ? null
      : assumptions.isError
        ? `The plan’s assumptions could not be loaded: ${dataErrorMessage(assumptions.error)}`
        : 'Loading the assumptions for your risk category…'
    : (FIELD_ORDER.map((field) => reading.errors[field]).find(Boolean) ?? null);

  // Stable handlers (the fields are memoised): a keystroke in one field redraws that field and
  // the plan, not the whole form (issue 13, Bench: no main-thread task over 50 ms at 4x CPU).
  const change = useCallback(
    (
      next: Partial<GoalFormState> | ((current: GoalFormState) => Partial<GoalFormState>),
      fields: readonly GoalField[],
    ) => {
      setState((current) => ({
        ...current,
        ...(typeof next === 'function' ? next(current) : next),
      }));
      setErrors((current) => {
        if (!fields.some((field) => current[field])) return current;
        const rest = { ...current };
        for (const field of fields) delete rest[field];
        return rest;
      });
    },
    [],
  );
  const on = useMemo(
    () => ({
      type: (type: GoalType) =>
        change((current) => chooseType(current, type), ['type', 'name', 'targetDate']),
      name: (name: string) => change({ name, nameTouched: true }, ['name']),
      target: (target: string) => change({ target }, ['target']),
      when: (next: Partial<GoalFormState>) => change(next, ['targetDate']),
      inflation: (inflation: string) => change({ inflation }, ['inflation']),
      setAside: (setAside: string) => change({ setAside }, ['setAside']),
      stepUp: (stepUp: string) => change({ stepUp }, ['stepUp']),
    }),
    [change],
  );
  const { dateMode, targetDate, years } = state;
  const when = useMemo(() => ({ dateMode, targetDate, years }), [dateMode, targetDate, years]);

  const focusFirst = (found: GoalFormErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const read = readGoalForm(state, today);
    if (!read.ok) {
      setErrors(read.errors);
      focusFirst(read.errors);
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: (result: { state: string }) =>
        onSaved({ goalId, state: result.state === 'sent' ? 'sent' : 'queued' }),
      onError: (failure: Error) => {
        const { errors: found, rest } = formErrorsOf(fieldErrorsOf(failure));
        setErrors(found);
        focusFirst(found);
        const named = Object.keys(found).length > 0;
        setFormError(
          rest.length > 0
            ? rest.join(' ')
            : named
              ? null
              : isApiError(failure)
                ? failure.message
                : dataErrorMessage(failure),
        );
      },
    };
    if (goal) {
      update.mutate({ goalId, body: updateBody(read.fields, goal.basketId) }, handlers);
    } else {
      create.mutate(createBody(goalId, read.fields), handlers);
    }
  };

  const target = rupeesTextToPaise(state.target);
  const targetHint =
    target && !Number.isNaN(target) && target >= 1_00_000_00
      ? `What it would cost if you paid today: ${formatCompactRupees(target)}`
      : 'What it would cost if you paid today';
  const date = targetDateOf(state, today);

  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
      gap={{ base: 6, md: 8 }}
      alignItems="start"
    >
      <chakra.form
        onSubmit={submit}
        noValidate
        aria-label={goal ? `Edit ${goal.name}` : 'New goal'}
      >
        <Stack gap={5}>
          <GoalTypeChoice
            id={fieldId('type')}
            value={state.type}
            error={errors.type}
            onChange={on.type}
          />
          <GoalInput
            id={fieldId('name')}
            label="Name"
            value={state.name}
            maxLength={NAME_MAX + 10}
            error={errors.name}
            hint="Filled in from the type; make it yours, such as “Ananya’s college”"
            onValue={on.name}
          />
          <RupeesInput
            id={fieldId('target')}
            label="Target in today’s money"
            value={state.target}
            error={errors.target}
            hint={targetHint}
            onValue={on.target}
          />
          <WhenField
            id={fieldId('targetDate')}
            state={when}
            today={today}
            error={errors.targetDate}
            hint={'date' in date ? `That is ${formatIsoDate(date.date)}.` : undefined}
            onChange={on.when}
          />
          <GoalInput
            id={fieldId('inflation')}
            label="Inflation"
            suffix="%"
            inputMode="decimal"
            value={state.inflation}
            error={errors.inflation}
            hint="A year. 6 % is close to India’s long-run consumer inflation; education and health costs often rise faster."
            onValue={on.inflation}
          />
          <RupeesInput
            id={fieldId('setAside')}
            label="Money already set aside (optional)"
            value={state.setAside}
            error={errors.setAside}
            hint="Savings or investments you will use for this goal"
            onValue={on.setAside}
          />
          <GoalInput
            id={fieldId('stepUp')}
            label="Yearly step-up of the SIP (optional)"
            suffix="%"
            inputMode="decimal"
            value={state.stepUp}
            error={errors.stepUp}
            hint="Raise the SIP each year as your income grows, such as 10 %"
            onValue={on.stepUp}
          />
          {formError ? (
            <FormAlert status="error" title="The goal was not saved">
              {formError}
            </FormAlert>
          ) : null}
          {Object.keys(errors).length > 0 && !formError ? (
            <Text textStyle="sm" color="fg.error" role="alert">
              Check the fields marked above.
            </Text>
          ) : null}
          <HStack>
            <Button type="submit" colorPalette="purple" loading={saving} loadingText="Saving">
              {goal ? 'Save changes' : 'Create goal'}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      <Box position={{ md: 'sticky' }} top={{ md: 4 }}>
        <LivePlan
          numbers={planNumbers}
          assumption={assumption}
          basis={basis}
          today={today}
          missing={missing}
        />
      </Box>
    </Grid>
  );
}
