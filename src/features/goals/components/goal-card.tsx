import {
  Badge,
  Box,
  Button,
  Card,
  Link as ChakraLink,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCompactRupees } from '@/ui/format-money';
import type { Goal } from '../model/contract';
import {
  chancePercent,
  fixSentence,
  formatMonthYear,
  formatWholeRupees,
  progressPercent,
  shortfallText,
  STATUS_TEXT,
} from '../model/goal-text';
import { GoalTypeIcon } from './goal-type-icon';

interface GoalCardProps {
  goal: Goal;
  /** Money recorded for it on this device and not yet sent. */
  recordedHere: number;
  /** An edit of it waits in the outbox. */
  edited: boolean;
  onDelete: (goal: Goal) => void;
}

/** One goal: its value against the target, how it stands, what would fix a shortfall, and what to do. */
export function GoalCard({ goal, recordedHere, edited, onDelete }: GoalCardProps) {
  const [confirming, setConfirming] = useState(false);
  const { progress, plan } = goal;
  const status = STATUS_TEXT[progress.status];
  const percent = progressPercent(progress.value, plan.futureValue);
  const fix = fixSentence(progress);
  const short = shortfallText(progress.shortfall);
  const headingId = `goal-${goal.goalId}`;
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId} data-testid="goal-card">
      <Card.Body>
        <Stack gap={4}>
          <HStack justify="space-between" align="flex-start" gap={2} flexWrap="wrap-reverse">
            <HStack gap={2} align="flex-start" flex="1" minW="12rem">
              <GoalTypeIcon type={goal.type} size={7} />
              <Stack gap={0}>
                <Text as="h2" id={headingId} textStyle="lg" fontWeight="semibold">
                  {goal.name}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {formatCompactRupees(goal.targetToday)} in today’s money, by{' '}
                  {formatMonthYear(goal.targetDate)}
                </Text>
              </Stack>
            </HStack>
            <HStack gap={1} flexShrink={0} ms="auto">
              {goal.demo ? <Badge colorPalette="gray">Demo</Badge> : null}
              <Badge colorPalette={status.palette} variant="solid" title={status.meaning}>
                <span aria-hidden="true">{status.icon}</span> {status.label}
              </Badge>
            </HStack>
          </HStack>

          <Stack gap={1.5}>
            <HStack justify="space-between" textStyle="sm" flexWrap="wrap" gap={1}>
              <Text>
                <Text as="strong" textStyle="md">
                  {formatCompactRupees(progress.value)}
                </Text>{' '}
                today
              </Text>
              <Text color="fg.muted">of {formatCompactRupees(plan.futureValue)} needed then</Text>
            </HStack>
            <Box
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent} % of the ${formatCompactRupees(plan.futureValue)} the goal needs by ${formatMonthYear(goal.targetDate)}`}
              aria-label={`${goal.name}: progress`}
              h="2"
              borderRadius="full"
              bg="bg.emphasized"
              overflow="hidden"
            >
              <Box h="full" w={`${percent}%`} bg={`${status.palette}.solid`} borderRadius="full" />
            </Box>
            <Text textStyle="xs" color="fg.muted">
              The plan expected {formatCompactRupees(progress.expectedNow)} by now ·{' '}
              {formatWholeRupees(goal.monthlySip)} a month · {chancePercent(progress.chance)} chance
            </Text>
          </Stack>

          {short ? (
            <Box borderStartWidth="3px" borderColor={`${status.palette}.solid`} ps={3}>
              <Text fontWeight="medium">{short}.</Text>
              {fix ? <Text>{fix}</Text> : null}
            </Box>
          ) : null}

          <Text textStyle="sm">
            {goal.basketId ? (
              <>
                Invests through{' '}
                <ChakraLink asChild colorPalette="purple" fontWeight="medium">
                  <Link to="/investor/basketssummary" search={{ basketId: goal.basketId }}>
                    {goal.basketName ?? 'its basket'}
                  </Link>
                </ChakraLink>
              </>
            ) : (
              <>
                No basket invests for it yet.{' '}
                <ChakraLink asChild colorPalette="purple" fontWeight="medium">
                  <Link to="/basketgoal" search={{ goalId: goal.goalId }}>
                    Link a basket
                  </Link>
                </ChakraLink>
              </>
            )}
          </Text>
          {recordedHere > 0 || edited ? (
            <Text textStyle="sm" color="fg.muted" role="status">
              {recordedHere > 0
                ? `${formatWholeRupees(recordedHere)} recorded on this device`
                : 'Changes saved on this device'}
              , sent when you are back online.
            </Text>
          ) : null}

          {confirming ? (
            <Stack gap={2} role="group" aria-label={`Delete ${goal.name}?`}>
              <Text textStyle="sm">
                Delete {goal.name}? Its plan and the money recorded for it go; its basket and your
                holdings stay.
              </Text>
              <HStack gap={2}>
                <Button size="sm" colorPalette="red" onClick={() => onDelete(goal)}>
                  Delete goal
                </Button>
                <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </HStack>
            </Stack>
          ) : (
            <HStack gap={2} flexWrap="wrap">
              <Button asChild size="sm" colorPalette="purple">
                <Link to="/investor/updategoal" search={{ goalId: goal.goalId }}>
                  Add cash
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link
                  to="/investor/createinvestmentgoal"
                  search={{ goalId: goal.goalId }}
                  aria-label={`Edit ${goal.name}`}
                >
                  Edit
                </Link>
              </Button>
              <Button
                aria-label={`Delete ${goal.name}`}
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={() => setConfirming(true)}
              >
                Delete
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
