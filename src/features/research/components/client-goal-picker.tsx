import { Button, chakra, HStack, Spinner, Stack, Text, useRecipe } from '@chakra-ui/react';
import { GOAL_TYPE_LABELS, type GoalType } from '@/domain/goal-types';
import { formatCompactRupees, formatIsoDate } from '@/ui/format-money';
import { useClientGoals } from '../api/client-goals-get';
import type { ClientGoal, ClientGoalStatus } from '../model/client-goals-contract';

// Which of one chosen client's goals a model portfolio is for (issue 16, Deliver 2): optional,
// one goal per client (the API's `source.goalIds` maps each client to one goal). The goals are
// the client's own (GET /api/advisor/investors/{id}/goals); those of the model's goal type come
// first. A native select: labelled, keyboard and screen-reader friendly, and the phone's own
// picker on a phone.

const STATUS_TEXT: Record<ClientGoalStatus, string> = {
  'on-track': 'on track',
  'at-risk': 'at risk',
  'off-track': 'off track',
};

/** "Retire at 55 · ₹25 L by 1 Apr 2045 · on track · follows Steady large caps". */
export function goalOptionText(goal: ClientGoal): string {
  const follows = goal.models.length
    ? ` · follows ${goal.models.map((model) => model.name).join(', ')}`
    : '';
  return `${goal.name} · ${formatCompactRupees(goal.targetPaise)} by ${formatIsoDate(goal.targetDate)} · ${STATUS_TEXT[goal.status]}${follows}`;
}

export interface ClientGoalPickerProps {
  investorId: string;
  clientName: string;
  /** The model's goal type: its goals are offered first. */
  goalType: GoalType | undefined;
  value: string | undefined;
  onChange: (goalId: string | undefined) => void;
  disabled?: boolean;
}

export function ClientGoalPicker(props: ClientGoalPickerProps) {
  const { investorId, clientName, goalType, value, onChange, disabled } = props;
  const query = useClientGoals(investorId);
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  const id = `send-goal-${investorId}`;

  if (query.isPending) {
    return (
      <HStack gap={2} role="status" textStyle="sm" color="fg.muted">
        <Spinner size="xs" />
        <Text>Loading {clientName}’s goals…</Text>
      </HStack>
    );
  }
  if (query.isError) {
    return (
      <HStack gap={2} textStyle="sm" wrap="wrap">
        <Text color="fg.error">{clientName}’s goals could not be loaded.</Text>
        <Button size="2xs" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </HStack>
    );
  }
  const goals = query.data;
  if (goals.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        This client has no goals yet.
      </Text>
    );
  }
  const matching = goals.filter((goal) => goal.type === goalType);
  const others = goals.filter((goal) => goal.type !== goalType);
  const chosen = goals.find((goal) => goal.goalId === value);
  return (
    <Stack gap={1}>
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium">
        Goal for {clientName} (optional)
      </chakra.label>
      <chakra.select
        id={id}
        css={[input, { appearance: 'auto', pe: 2, maxW: '100%' }]}
        value={chosen ? chosen.goalId : ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">No particular goal</option>
        {matching.length > 0 ? (
          <optgroup label={`${GOAL_TYPE_LABELS[goalType!]} goals (this model’s type)`}>
            {matching.map((goal) => (
              <option key={goal.goalId} value={goal.goalId}>
                {goalOptionText(goal)}
              </option>
            ))}
          </optgroup>
        ) : null}
        {others.length > 0 ? (
          <optgroup label={matching.length > 0 ? 'Other goals' : 'Goals'}>
            {others.map((goal) => (
              <option key={goal.goalId} value={goal.goalId}>
                {GOAL_TYPE_LABELS[goal.type]}: {goalOptionText(goal)}
              </option>
            ))}
          </optgroup>
        ) : null}
      </chakra.select>
    </Stack>
  );
}
