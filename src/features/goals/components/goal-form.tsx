import { Box, Button, chakra, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { dataErrorMessage } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import { formatCompactRupees, formatIsoDate, rupeesTextToPaise } from '@/ui/format-money';
import { useGoalAssumptions } from '../api/goal-assumptions-get';
import { useCreateGoal } from '../api/goal-create';
import { useUpdateGoal } from '../api/goal-update';
import { useLivePlan } from '../hooks/use-live-plan';
import { NAME_MAX, type Goal } from '../model/contract';
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
  const assumption =
    row ??
    (goal ? { expectedReturnBp: goal.expectedReturnBp, volatilityBp: goal.volatilityBp } : null);
  const basis: PlanBasis | null = category
    ? {
        category,
        assumed: goal?.assumedCategory ?? table?.assumedCategory ?? false,
        source: table?.source ?? 'default',
        adviserName: table?.adviserName ?? null,
      }
    : null;
  const reading = readPlanNumbers(state, today);
  const plan = useLivePlan(reading.numbers, assumption, today);
  const missing = reading.numbers
    ? assumption
      ? null
      : assumptions.isError
        ? `The plan’s assumptions could not be loaded: ${dataErrorMessage(assumptions.error)}`
        : 'Loading the assumptions for your risk category…'
    : (FIELD_ORDER.map((field) => reading.errors[field]).find(Boolean) ?? null);

  const change = (next: Partial<GoalFormState>, fields: GoalField[]) => {
    setState((current) => ({ ...current, ...next }));
    if (fields.some((field) => errors[field])) {
      setErrors((current) => {
        const rest = { ...current };
        for (const field of fields) delete rest[field];
        return rest;
      });
    }
  };

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
            onChange={(type) => change(chooseType(state, type), ['type', 'name', 'targetDate'])}
          />
          <GoalInput
            id={fieldId('name')}
            label="Name"
            value={state.name}
            maxLength={NAME_MAX + 10}
            error={errors.name}
            hint="Filled in from the type; make it yours, such as “Ananya’s college”"
            onValue={(name) => change({ name, nameTouched: true }, ['name'])}
          />
          <RupeesInput
            id={fieldId('target')}
            label="Target in today’s money"
            value={state.target}
            error={errors.target}
            hint={targetHint}
            onValue={(text) => change({ target: text }, ['target'])}
          />
          <WhenField
            id={fieldId('targetDate')}
            state={state}
            today={today}
            error={errors.targetDate}
            hint={'date' in date ? `That is ${formatIsoDate(date.date)}.` : undefined}
            onChange={(next) => change(next, ['targetDate'])}
          />
          <GoalInput
            id={fieldId('inflation')}
            label="Inflation"
            suffix="%"
            inputMode="decimal"
            value={state.inflation}
            error={errors.inflation}
            hint="A year. 6 % is close to India’s long-run consumer inflation; education and health costs often rise faster."
            onValue={(inflation) => change({ inflation }, ['inflation'])}
          />
          <RupeesInput
            id={fieldId('setAside')}
            label="Money already set aside (optional)"
            value={state.setAside}
            error={errors.setAside}
            hint="Savings or investments you will use for this goal"
            onValue={(setAside) => change({ setAside }, ['setAside'])}
          />
          <GoalInput
            id={fieldId('stepUp')}
            label="Yearly step-up of the SIP (optional)"
            suffix="%"
            inputMode="decimal"
            value={state.stepUp}
            error={errors.stepUp}
            hint="Raise the SIP each year as your income grows, such as 10 %"
            onValue={(stepUp) => change({ stepUp }, ['stepUp'])}
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
        <LivePlan plan={plan} basis={basis} today={today} missing={missing} />
      </Box>
    </Grid>
  );
}
