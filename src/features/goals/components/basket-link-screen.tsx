import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { useBasketChoices } from '../api/baskets-get';
import { useGoalsView } from '../hooks/use-goals-view';
import { goalsNotReady, MissingGoal } from './goal-lookup';
import type { GoalFields } from '../model/goal-form';
import { goalFieldsOf } from '../model/goal-request';
import { formatWholeRupees } from '../model/goal-text';
import { BasketLine, LinkPair } from './basket-link-pair';
import type { GoalSaved } from './goal-form';
import { GoalPicker } from './goal-picker';

interface BasketLinkScreenProps {
  goalId: string | undefined;
  basketId: string | undefined;
  onLinked: (saved: GoalSaved) => void;
}

/** The goal as this screen needs it: on the server, or made on this device and not yet sent. */
export interface LinkGoal {
  goalId: string;
  fields: GoalFields;
  basketId: string | null;
  monthlySip: number | null;
}

/**
 * /basketgoal (issue 13, Deliver 6): the basket that invests for a goal. Pick one of the
 * investor's baskets, build one, or pick a ready-made one; with both in the address, the pair and
 * "Link". Linking states the whole goal with its new basket (PUT), through the outbox.
 */
export function BasketLinkScreen({ goalId, basketId, onLinked }: BasketLinkScreenProps) {
  const view = useGoalsView();
  const notReady = goalsNotReady(view);
  if (notReady || !view.goals) return notReady;
  const { query, pending } = view;
  const goals = view.goals;
  if (!goalId) {
    return (
      <GoalPicker
        goals={goals}
        label="Which goal should the basket invest for?"
        choose={(goal) => (
          <Button asChild size="sm" variant="outline" colorPalette="purple" flexShrink={0}>
            <Link
              aria-label={`Choose ${goal.name}`}
              to="/basketgoal"
              search={{ goalId: goal.goalId, ...(basketId ? { basketId } : {}) }}
            >
              Choose
            </Link>
          </Button>
        )}
      />
    );
  }
  const onServer = goals.find((goal) => goal.goalId === goalId);
  const made = pending.created.find((goal) => goal.id === goalId);
  const goal: LinkGoal | null = onServer
    ? {
        goalId,
        fields: goalFieldsOf(onServer),
        basketId: onServer.basketId,
        monthlySip: onServer.monthlySip,
      }
    : made
      ? { goalId, fields: goalFieldsOf(made), basketId: made.basketId ?? null, monthlySip: null }
      : null;
  if (!goal) {
    return <MissingGoal waiting={false} after="link it" />;
  }
  return (
    <Stack gap={4}>
      {query.data ? <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} /> : null}
      {basketId ? (
        <LinkPair goal={goal} basketId={basketId} onLinked={onLinked} />
      ) : (
        <BasketChoices goal={goal} />
      )}
    </Stack>
  );
}

function BasketChoices({ goal }: { goal: LinkGoal }) {
  const baskets = useBasketChoices();
  return (
    <Stack gap={6}>
      <Text>
        Which basket of stocks should invest for <strong>{goal.fields.name}</strong>
        {goal.monthlySip ? `, ${formatWholeRupees(goal.monthlySip)} a month` : ''}?
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
        <Button asChild colorPalette="purple" size="lg" whiteSpace="normal" h="auto" py={3}>
          <Link to="/investor/baskets/basketscreate" search={{ goalId: goal.goalId }}>
            Build a basket for this goal
          </Link>
        </Button>
        <Button
          asChild
          variant="outline"
          colorPalette="purple"
          size="lg"
          whiteSpace="normal"
          h="auto"
          py={3}
        >
          <Link to="/investor/baskets">Pick a ready-made basket</Link>
        </Button>
      </SimpleGrid>
      <Stack gap={2}>
        <Text as="h2" fontWeight="semibold">
          Or one of your baskets
        </Text>
        {baskets.isPending ? (
          <Skeleton h="24" borderRadius="l3" />
        ) : baskets.isError ? (
          <DataError
            error={baskets.error}
            onRetry={() => void baskets.refetch()}
            retrying={baskets.isFetching}
          />
        ) : baskets.data.data.baskets.length === 0 ? (
          <Text color="fg.muted">
            You have no baskets yet: build one, or start from a ready-made one.
          </Text>
        ) : (
          <Box as="ul" listStyleType="none" display="grid" gap={2}>
            {baskets.data.data.baskets.map((basket) => (
              <HStack
                as="li"
                key={basket.basketId}
                justify="space-between"
                gap={3}
                p={3}
                borderWidth="1px"
                borderRadius="l2"
              >
                <BasketLine basket={basket} linkedHere={basket.basketId === goal.basketId} />
                <Button asChild size="sm" variant="outline" colorPalette="purple" flexShrink={0}>
                  <Link
                    aria-label={`Choose ${basket.name}`}
                    to="/basketgoal"
                    search={{ goalId: goal.goalId, basketId: basket.basketId }}
                  >
                    Choose
                  </Link>
                </Button>
              </HStack>
            ))}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
