import { Box, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { DataError, dataErrorMessage } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import { formatCompactRupees, formatRupees } from '@/ui/format-money';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useBasketChoices, type BasketChoice } from '../api/baskets-get';
import { useUpdateGoal } from '../api/goal-update';
import { updateBody } from '../model/goal-request';
import { formatMonthYear, formatWholeRupees } from '../model/goal-text';
import type { LinkGoal } from './basket-link-screen';
import type { GoalSaved } from './goal-form';

// /basketgoal with a goal and a basket: the pair side by side and "Link".

/** A basket in a line: its size, value and least investment, and the goal it invests for. */
export function BasketLine({ basket, linkedHere }: { basket: BasketChoice; linkedHere: boolean }) {
  return (
    <Box minW={0}>
      <Text fontWeight="medium" truncate>
        {basket.name}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {basket.stocks.length} stocks · worth {formatCompactRupees(basket.value)} · from{' '}
        {formatRupees(basket.minimumInvestment)}
        {linkedHere
          ? ' · invests for this goal now'
          : basket.goalName
            ? ` · invests for ${basket.goalName}`
            : ''}
      </Text>
    </Box>
  );
}

interface LinkPairProps {
  goal: LinkGoal;
  basketId: string;
  onLinked: (saved: GoalSaved) => void;
}

export function LinkPair({ goal, basketId, onLinked }: LinkPairProps) {
  const baskets = useBasketChoices();
  const link = useUpdateGoal();
  const [failure, setFailure] = useState<string | null>(null);
  if (baskets.isPending) return <Skeleton h="48" borderRadius="l3" />;
  if (baskets.isError) {
    return (
      <DataError
        error={baskets.error}
        onRetry={() => void baskets.refetch()}
        retrying={baskets.isFetching}
      />
    );
  }
  const basket = baskets.data.data.baskets.find((candidate) => candidate.basketId === basketId);
  if (!basket) {
    return (
      <ScreenEmptyState
        title="No such basket"
        description="It may have been deleted. Choose another for this goal."
      >
        <Button asChild colorPalette="purple">
          <Link to="/basketgoal" search={{ goalId: goal.goalId }}>
            Choose a basket
          </Link>
        </Button>
      </ScreenEmptyState>
    );
  }
  const already = goal.basketId === basket.basketId;
  const submit = () => {
    setFailure(null);
    link.mutate(
      {
        goalId: goal.goalId,
        body: updateBody(goal.fields, basket.basketId),
        label: `Link ${goal.fields.name} to ${basket.name}`,
      },
      {
        onSuccess: (result) =>
          onLinked({ goalId: goal.goalId, state: result.state === 'sent' ? 'sent' : 'queued' }),
        onError: (problem) =>
          setFailure(isApiError(problem) ? problem.message : dataErrorMessage(problem)),
      },
    );
  };
  return (
    <Stack gap={5} maxW="3xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3} alignItems="stretch">
        <Card.Root variant="outline" as="section" aria-label="The goal">
          <Card.Body>
            <Text textStyle="sm" color="fg.muted">
              Goal
            </Text>
            <Text textStyle="lg" fontWeight="semibold">
              {goal.fields.name}
            </Text>
            <Text textStyle="sm">
              {formatCompactRupees(goal.fields.targetToday)} in today’s money by{' '}
              {formatMonthYear(goal.fields.targetDate)}
              {goal.monthlySip ? `; ${formatWholeRupees(goal.monthlySip)} a month` : ''}
            </Text>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" as="section" aria-label="The basket">
          <Card.Body>
            <Text textStyle="sm" color="fg.muted">
              Basket
            </Text>
            <BasketLine basket={basket} linkedHere={already} />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      {goal.monthlySip !== null &&
      goal.monthlySip > 0 &&
      goal.monthlySip < basket.minimumInvestment ? (
        <Text textStyle="sm" color="fg.muted">
          The plan’s {formatWholeRupees(goal.monthlySip)} a month is less than the{' '}
          {formatRupees(basket.minimumInvestment)} that buys whole shares of every stock in it: a
          month’s SIP would miss some stocks. A basket with a lower minimum, or a larger SIP, keeps
          each month in its weights.
        </Text>
      ) : null}
      {failure ? (
        <FormAlert status="error" title="Not linked">
          {failure}
        </FormAlert>
      ) : null}
      <HStack gap={2} flexWrap="wrap">
        {already ? (
          <Button asChild colorPalette="purple">
            <Link to="/investor/goals">It is linked: see your goals</Link>
          </Button>
        ) : (
          <Button
            colorPalette="purple"
            onClick={submit}
            loading={link.isPending}
            loadingText="Linking"
          >
            Link
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/basketgoal" search={{ goalId: goal.goalId }}>
            Choose another basket
          </Link>
        </Button>
      </HStack>
    </Stack>
  );
}
