import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { GOAL_TYPE_LABELS } from '@/domain/goal-types';
import { formatCompactRupees, formatIsoDate, formatSignedRupees } from '@/ui/format-money';
import type { InvestorOverview } from '../../model/details-contract';
import { percentOf, Section } from './section';

const GOAL_STATUS: Record<
  InvestorOverview['goals'][number]['status'],
  { label: string; palette: string }
> = {
  'on-track': { label: 'On track', palette: 'green' },
  'at-risk': { label: 'At risk', palette: 'orange' },
  'off-track': { label: 'Off track', palette: 'red' },
};

/** The client's goals and how each stands against its plan. */
export function GoalsSection({ goals }: { goals: InvestorOverview['goals'] }) {
  return (
    <Section id="details-goals" title="Goals">
      {goals.length === 0 ? (
        <Text color="fg.muted">No goals yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap={3}>
          {goals.map((goal) => {
            const status = GOAL_STATUS[goal.status];
            return (
              <li key={goal.goalId}>
                <HStack justify="space-between" align="start" gap={2}>
                  <Box>
                    <Text fontWeight="medium">{goal.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {GOAL_TYPE_LABELS[goal.type]} · {formatCompactRupees(goal.targetToday)} by{' '}
                      {formatIsoDate(goal.targetDate)}
                    </Text>
                  </Box>
                  <Badge colorPalette={status.palette}>{status.label}</Badge>
                </HStack>
                <Text fontSize="sm">
                  Worth {formatCompactRupees(goal.value)} · SIP{' '}
                  {formatCompactRupees(goal.monthlySip)}
                  /month · chance {percentOf(goal.chance)}
                  {goal.shortfall > 0 ? ` · short by ${formatCompactRupees(goal.shortfall)}` : ''}
                </Text>
              </li>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

/** The client's baskets and the adviser's model portfolios they follow, with drift. */
export function BasketsModelsSection({
  baskets,
  models,
}: {
  baskets: InvestorOverview['baskets'];
  models: InvestorOverview['models'];
}) {
  return (
    <Section id="details-baskets" title="Baskets and model portfolios">
      {baskets.length === 0 && models.length === 0 ? (
        <Text color="fg.muted">No baskets and no model portfolio yet.</Text>
      ) : null}
      {baskets.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap={2} aria-label="Baskets">
          {baskets.map((basket) => (
            <li key={basket.basketId}>
              <HStack justify="space-between" gap={2} wrap="wrap">
                <Text fontWeight="medium">{basket.name}</Text>
                {basket.needsRebalance ? (
                  <Badge colorPalette="orange">Needs rebalance</Badge>
                ) : null}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {formatCompactRupees(basket.value)} (gain {formatSignedRupees(basket.gain)})
                {basket.goalName ? ` · for ${basket.goalName}` : ''}
                {basket.sip
                  ? ` · SIP ${formatCompactRupees(basket.sip.amount)}${basket.sip.active ? '' : ' (paused)'}`
                  : ''}
              </Text>
            </li>
          ))}
        </Stack>
      ) : null}
      {models.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap={2} aria-label="Model portfolios">
          {models.map((model) => (
            <li key={model.modelId}>
              <HStack justify="space-between" gap={2} wrap="wrap">
                <Text fontWeight="medium">Model: {model.name}</Text>
                {model.outsideBand ? (
                  <Badge colorPalette="red">Outside its band</Badge>
                ) : (
                  <Badge colorPalette="green">Within band</Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                Version {model.assignedVersion}
                {model.assignedVersion === model.version ? '' : ` (now ${model.version})`} · drift{' '}
                {model.driftPoints === null ? 'none held yet' : `${model.driftPoints} points`} of ±
                {model.driftBandBp / 100}
              </Text>
            </li>
          ))}
        </Stack>
      ) : null}
    </Section>
  );
}
