import { Badge, Box, Button, chakra, HStack, Stack, Text, useRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatCompactRupees, formatIsoDate } from '@/ui/format-money';
import { isOverdue } from '../model/board';
import {
  LEAD_SOURCE_LABELS,
  LEAD_STAGE_LABELS,
  LEAD_STAGES,
  type Lead,
  type LeadStage,
} from '../model/contract';

// One lead as a card (the board's columns and the list on a phone): name, expected assets in
// lakh or crore, the next follow-up (a red "Overdue" badge when it is past in India) and the
// source, with "Move to…" as the way to change its stage without dragging.

export interface BoardCardProps {
  lead: Lead;
  today: string;
  onOpen: (leadId: string) => void;
  onMoveTo: (lead: Lead, stage: LeadStage) => void;
  /** The drag handle, on the board only. */
  handle?: ReactNode;
}

export function BoardCard({ lead, today, onOpen, onMoveTo, handle }: BoardCardProps) {
  const overdue = isOverdue(lead, today);
  return (
    <Box
      borderWidth="1px"
      borderRadius="l2"
      bg="bg"
      p={3}
      data-testid="lead-card"
      borderColor={overdue ? 'red.300' : undefined}
    >
      <Stack gap={1.5}>
        <HStack justify="space-between" align="start" gap={1}>
          <Button
            variant="plain"
            p={0}
            h="auto"
            minW={0}
            fontWeight="semibold"
            textAlign="start"
            whiteSpace="normal"
            onClick={() => onOpen(lead.leadId)}
          >
            {lead.name}
          </Button>
          {handle}
        </HStack>
        <HStack gap={2} wrap="wrap">
          {lead.expectedAssets !== null ? (
            <Text textStyle="sm" fontWeight="medium">
              {formatCompactRupees(lead.expectedAssets)}
            </Text>
          ) : null}
          <Text textStyle="xs" color="fg.muted">
            {LEAD_SOURCE_LABELS[lead.source]}
          </Text>
          {lead.isDemo ? <Badge size="sm">Demo</Badge> : null}
        </HStack>
        {lead.nextFollowUp ? (
          <HStack gap={2}>
            <Text textStyle="xs" color={overdue ? 'red.fg' : 'fg.muted'}>
              Follow up {formatIsoDate(lead.nextFollowUp)}
            </Text>
            {overdue ? (
              <Badge colorPalette="red" size="sm">
                Overdue
              </Badge>
            ) : null}
          </HStack>
        ) : null}
        {lead.stage === 'lost' && lead.lostReason ? (
          <Text textStyle="xs" color="fg.muted">
            Lost: {lead.lostReason}
          </Text>
        ) : null}
        <MoveTo lead={lead} onMoveTo={onMoveTo} />
      </Stack>
    </Box>
  );
}

/** "Move to…": the non-drag way to change a lead's stage (keyboard, screen readers, touch). */
export function MoveTo({ lead, onMoveTo }: Pick<BoardCardProps, 'lead' | 'onMoveTo'>) {
  const inputStyles = useRecipe({ key: 'input' })({ size: 'xs' });
  return (
    <chakra.select
      css={[inputStyles, { appearance: 'auto', pe: 2, w: 'auto', alignSelf: 'start' }]}
      aria-label={`Move ${lead.name} to another stage`}
      value=""
      onChange={(event) => {
        const stage = LEAD_STAGES.find((option) => option === event.target.value);
        if (stage) onMoveTo(lead, stage);
      }}
    >
      <option value="">Move to…</option>
      {LEAD_STAGES.filter((stage) => stage !== lead.stage).map((stage) => (
        <option key={stage} value={stage}>
          {LEAD_STAGE_LABELS[stage]}
        </option>
      ))}
    </chakra.select>
  );
}
