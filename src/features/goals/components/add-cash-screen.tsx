import { Button, Card, chakra, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { formatCompactRupees } from '@/ui/format-money';
import { useGoalsView } from '../hooks/use-goals-view';
import { goalsNotReady, MissingGoal } from './goal-lookup';
import type { Goal } from '../model/contract';
import { STATUS_TEXT } from '../model/goal-text';
import { choiceCardStyle } from './goal-fields';
import { GoalPicker } from './goal-picker';
import { RecordElsewhereForm } from './record-elsewhere-form';
import { TopUpPanel } from './top-up-panel';

type Way = 'basket' | 'elsewhere';

/**
 * /investor/updategoal (issue 13, Deliver 3, "Add cash"): a one-time top-up that buys the goal's
 * basket in its weights, or money invested elsewhere recorded for the goal.
 */
export function AddCashScreen({ goalId }: { goalId: string | undefined }) {
  const view = useGoalsView();
  const notReady = goalsNotReady(view);
  if (notReady || !view.goals) return notReady;
  const { query, pending } = view;
  const goals = view.goals;
  if (!goalId) {
    return (
      <GoalPicker
        goals={goals}
        label="Which goal is the money for?"
        choose={(goal) => (
          <Button asChild size="sm" variant="outline" colorPalette="purple" flexShrink={0}>
            <Link
              to="/investor/updategoal"
              search={{ goalId: goal.goalId }}
              aria-label={`Choose ${goal.name}`}
            >
              Choose
            </Link>
          </Button>
        )}
      />
    );
  }
  const goal = goals.find((candidate) => candidate.goalId === goalId);
  if (!goal) {
    const waiting = pending.created.some((created) => created.id === goalId);
    return <MissingGoal waiting={waiting} after="add money to it" />;
  }
  return (
    <Stack gap={5}>
      {query.data ? <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} /> : null}
      <AddCash key={goal.goalId} goal={goal} />
    </Stack>
  );
}

function AddCash({ goal }: { goal: Goal }) {
  const [way, setWay] = useState<Way>(goal.basketId ? 'basket' : 'elsewhere');
  const status = STATUS_TEXT[goal.progress.status];
  return (
    <Stack gap={5} maxW="2xl">
      <Text>
        <strong>{goal.name}</strong>: {formatCompactRupees(goal.progress.value)} today of{' '}
        {formatCompactRupees(goal.plan.futureValue)} needed · {status.label}
      </Text>
      <chakra.fieldset border="0" p="0" m="0" minW="0">
        <chakra.legend fontWeight="medium" textStyle="sm" mb={1.5}>
          How are you adding money?
        </chakra.legend>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={2}>
          {(
            [
              [
                'basket',
                'Buy more of its basket',
                'A one-time top-up, bought in the basket’s weights',
              ],
              [
                'elsewhere',
                'Record money invested elsewhere',
                'PPF, a fund at another broker, a deposit',
              ],
            ] as const
          ).map(([value, label, detail]) => (
            <chakra.label key={value} css={choiceCardStyle} flex="1" alignItems="flex-start">
              <chakra.input
                type="radio"
                name={`add-cash-${goal.goalId}`}
                value={value}
                checked={way === value}
                onChange={() => setWay(value)}
                accentColor="purple.solid"
                boxSize={4}
                mt={1}
                flexShrink={0}
              />
              <span>
                <Text as="span" display="block" fontWeight="medium">
                  {label}
                </Text>
                <Text as="span" display="block" textStyle="sm" color="fg.muted">
                  {detail}
                </Text>
              </span>
            </chakra.label>
          ))}
        </Stack>
      </chakra.fieldset>
      <Card.Root variant="outline">
        <Card.Body>
          {way === 'elsewhere' ? (
            <RecordElsewhereForm goal={goal} />
          ) : goal.basketId ? (
            <TopUpPanel goal={{ ...goal, basketId: goal.basketId }} />
          ) : (
            <Text>
              No basket invests for {goal.name} yet.{' '}
              <ChakraLink asChild colorPalette="purple" fontWeight="medium">
                <Link to="/basketgoal" search={{ goalId: goal.goalId }}>
                  Link a basket
                </Link>
              </ChakraLink>{' '}
              to buy for it here, or record money you invested elsewhere.
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
