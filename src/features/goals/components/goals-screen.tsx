import { Badge, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { formatCompactRupees } from '@/ui/format-money';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useDeleteGoal } from '../api/goal-delete';
import { useGoalsView } from '../hooks/use-goals-view';
import { GOAL_TYPE_LABELS, MAX_GOALS, type GoalCreate } from '../model/contract';
import { formatMonthYear } from '../model/goal-text';
import { GoalCard } from './goal-card';
import { GoalTypeIcon } from './goal-type-icon';

/**
 * /investor/goals (issue 13, Deliver 3): each goal's value today against its target, how it
 * stands against its plan, what would close a shortfall, its basket, and "Add cash". Opens from
 * the saved answer offline, with goals made or changed on this device shown as waiting.
 */
export function GoalsScreen({ title }: { title: string }) {
  const { query, goals, pending, unsent } = useGoalsView();
  const remove = useDeleteGoal();
  const [announcement, setAnnouncement] = useState('');
  const count = (goals?.length ?? 0) + pending.created.length;
  const limit = query.data?.data.limit ?? MAX_GOALS;
  const canAdd = count < limit;

  const body = () => {
    if (query.isPending) return <Skeleton h="72" borderRadius="l3" />;
    if (!goals) {
      return (
        <DataError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    if (count === 0) {
      return (
        <ScreenEmptyState
          icon="🎯"
          title="No goals yet"
          description="Name what you are investing for (a home, a child’s education, retirement) and see the monthly SIP that gets you there."
        >
          <Button asChild colorPalette="purple">
            <Link to="/investor/createinvestmentgoal">Plan a goal</Link>
          </Button>
        </ScreenEmptyState>
      );
    }
    return (
      <Stack gap={4}>
        {query.data ? <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} /> : null}
        {unsent > 0 ? (
          <Text textStyle="sm" color="fg.muted" role="status">
            {unsent === 1 ? '1 change' : `${unsent} changes`} saved on this device, sent when you
            are back online.
          </Text>
        ) : null}
        {!canAdd ? (
          <Text textStyle="sm" color="fg.muted">
            You have {limit} goals, the most there can be: delete one to plan another.
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {goals.map((goal) => (
            <GoalCard
              key={goal.goalId}
              goal={goal}
              recordedHere={pending.recorded.get(goal.goalId) ?? 0}
              edited={pending.updated.has(goal.goalId)}
              onDelete={(chosen) => {
                remove.mutate(chosen);
                setAnnouncement(`${chosen.name} deleted`);
              }}
            />
          ))}
          {pending.created.map((goal) => (
            <WaitingGoal key={goal.id ?? goal.name} goal={goal} />
          ))}
        </SimpleGrid>
        <Text srOnly aria-live="polite">
          {announcement}
        </Text>
      </Stack>
    );
  };

  return (
    <PageFrame
      title={title}
      description="What you are investing for, and whether you are on course."
      actions={
        count > 0 && canAdd ? (
          <Button asChild colorPalette="purple" size="sm">
            <Link to="/investor/createinvestmentgoal">Plan a goal</Link>
          </Button>
        ) : undefined
      }
    >
      {body()}
    </PageFrame>
  );
}

/** A goal made on this device that the server has not had yet: what was typed, no progress. */
function WaitingGoal({ goal }: { goal: GoalCreate }) {
  return (
    <Card.Root as="article" variant="outline" borderStyle="dashed" data-testid="goal-waiting">
      <Card.Body>
        <Stack gap={2}>
          <HStack justify="space-between" align="flex-start">
            <HStack gap={2}>
              <GoalTypeIcon type={goal.type} size={7} />
              <Text as="h2" textStyle="lg" fontWeight="semibold">
                {goal.name}
              </Text>
            </HStack>
            <Badge colorPalette="gray">Not sent yet</Badge>
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {GOAL_TYPE_LABELS[goal.type]}: {formatCompactRupees(goal.targetToday)} in today’s money,
            by {formatMonthYear(goal.targetDate)}.
          </Text>
          <Text textStyle="sm">
            Saved on this device. Its plan and progress show once it is sent, when you are back
            online.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
