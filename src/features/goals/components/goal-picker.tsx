import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCompactRupees } from '@/ui/format-money';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import type { Goal } from '../model/contract';
import { formatMonthYear } from '../model/goal-text';
import { GoalTypeIcon } from './goal-type-icon';

interface GoalPickerProps {
  goals: readonly Goal[];
  label: string;
  /** The link that chooses a goal (the screen's own route with its goalId). */
  choose: (goal: Goal) => ReactNode;
}

/** The investor's goals to choose from, when a screen was opened without one. */
export function GoalPicker({ goals, label, choose }: GoalPickerProps) {
  if (goals.length === 0) {
    return (
      <ScreenEmptyState
        title="No goals yet"
        description="Plan a goal first: what it is for, what it costs and when."
      >
        <Button asChild colorPalette="purple">
          <Link to="/investor/createinvestmentgoal">Plan a goal</Link>
        </Button>
      </ScreenEmptyState>
    );
  }
  return (
    <Stack gap={2} maxW="2xl">
      <Text as="h2" fontWeight="semibold">
        {label}
      </Text>
      <Box as="ul" listStyleType="none" display="grid" gap={2}>
        {goals.map((goal) => (
          <HStack
            as="li"
            key={goal.goalId}
            justify="space-between"
            gap={3}
            p={3}
            borderWidth="1px"
            borderRadius="l2"
          >
            <HStack gap={2} minW={0}>
              <GoalTypeIcon type={goal.type} size={6} />
              <Box minW={0}>
                <Text fontWeight="medium" truncate>
                  {goal.name}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {formatCompactRupees(goal.progress.value)} of{' '}
                  {formatCompactRupees(goal.plan.futureValue)} by {formatMonthYear(goal.targetDate)}
                </Text>
              </Box>
            </HStack>
            {choose(goal)}
          </HStack>
        ))}
      </Box>
    </Stack>
  );
}
