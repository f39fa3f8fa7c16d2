import { Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  pointerWithin,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useState } from 'react';
import { formatCompactRupees } from '@/ui/format-money';
import { CARDS_PER_COLUMN, dropTarget, groupByStage, type LeadMove } from '../model/board';
import { LEAD_STAGE_LABELS, LEAD_STAGES, type Lead, type LeadStage } from '../model/contract';
import { BoardCard } from './board-card';

// The pipeline board (issue 17): six columns, New to Lost, cards dragged between and within
// them with a pointer, a finger (after a short press, so the page still scrolls) or the keyboard
// (the handle, then arrows, Space to drop), each step announced in plain words. Loaded lazily:
// dnd-kit is paid for only on this screen. On a phone the columns scroll sideways with snap.

export interface BoardViewProps {
  leads: readonly Lead[];
  today: string;
  onOpen: (leadId: string) => void;
  onMove: (move: LeadMove, lead: Lead) => void;
}

const stageOf = (columns: Record<LeadStage, Lead[]>, id: string): LeadStage | undefined =>
  (LEAD_STAGES as readonly string[]).includes(id)
    ? (id as LeadStage)
    : LEAD_STAGES.find((stage) => columns[stage].some((lead) => lead.leadId === id));

/**
 * Where a card lands: under the pointer or finger when there is one (a wide card dragged by its
 * handle on the right would otherwise still count as nearest its own column), else the
 * nearest corners (the keyboard, which has no pointer).
 */
const landing: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCorners(args);
};

export default function BoardView({ leads, today, onOpen, onMove }: BoardViewProps) {
  const columns = useMemo(() => groupByStage(leads), [leads]);
  const byId = useMemo(() => new Map(leads.map((lead) => [lead.leadId, lead])), [leads]);
  const [active, setActive] = useState<Lead | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: string | number) => byId.get(String(id))?.name ?? 'The lead';
  const placeOf = (overId: string | number | undefined) => {
    if (overId === undefined) return 'no column';
    const stage = stageOf(columns, String(overId));
    return stage ? LEAD_STAGE_LABELS[stage] : 'no column';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) =>
      `Picked up ${nameOf(a.id)}. Use the arrow keys to move, Space to drop, Escape to cancel.`,
    onDragOver: ({ active: a, over }) => `${nameOf(a.id)} is over ${placeOf(over?.id)}.`,
    onDragEnd: ({ active: a, over }) =>
      over ? `${nameOf(a.id)} moved to ${placeOf(over.id)}.` : `${nameOf(a.id)} was not moved.`,
    onDragCancel: ({ active: a }) => `Moving ${nameOf(a.id)} was cancelled; it stays where it was.`,
  };

  const end = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    const lead = byId.get(String(a.id));
    if (!lead || !over) return;
    const target = dropTarget(columns, lead.leadId, String(over.id));
    if (!target) return;
    const index = columns[lead.stage].findIndex((other) => other.leadId === lead.leadId);
    if (target.stage === lead.stage && target.position === index) return;
    onMove({ leadId: lead.leadId, ...target }, lead);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={landing}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a lead, press Space or Enter on its handle, use the arrow keys, then press Space to drop it or Escape to cancel. Or use its Move to list.',
        },
      }}
      onDragStart={({ active: a }) => setActive(byId.get(String(a.id)) ?? null)}
      onDragCancel={() => setActive(null)}
      onDragEnd={end}
    >
      <HStack
        align="stretch"
        gap={3}
        overflowX="auto"
        pb={2}
        scrollSnapType={{ base: 'x mandatory', lg: 'none' }}
        data-testid="lead-board"
      >
        {LEAD_STAGES.map((stage) => (
          <Column
            key={stage}
            stage={stage}
            leads={columns[stage]}
            today={today}
            onOpen={onOpen}
            onMove={onMove}
          />
        ))}
      </HStack>
      <DragOverlay>
        {active ? (
          <Box boxShadow="lg" borderRadius="l2" opacity={0.95}>
            <BoardCard lead={active} today={today} onOpen={() => {}} onMoveTo={() => {}} />
          </Box>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function Column({
  stage,
  leads,
  today,
  onOpen,
  onMove,
}: {
  stage: LeadStage;
  leads: Lead[];
  today: string;
  onOpen: BoardViewProps['onOpen'];
  onMove: BoardViewProps['onMove'];
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const [limit, setLimit] = useState(CARDS_PER_COLUMN);
  const shown = leads.length > limit ? leads.slice(0, limit) : leads;
  const hidden = leads.length - shown.length;
  const total = leads.reduce((sum, lead) => sum + (lead.expectedAssets ?? 0), 0);
  const headingId = `board-${stage}`;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      ref={setNodeRef}
      minW={{ base: '80%', sm: '64' }}
      w="64"
      flexShrink={0}
      scrollSnapAlign="start"
      bg={isOver ? 'purple.subtle' : 'bg.subtle'}
      borderRadius="l3"
      p={2}
      gap={2}
    >
      <Box px={1}>
        <Heading as="h2" size="sm" id={headingId}>
          {LEAD_STAGE_LABELS[stage]}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            ({leads.length})
          </Text>
        </Heading>
        {total > 0 ? (
          <Text textStyle="xs" color="fg.muted">
            {formatCompactRupees(total)} expected
          </Text>
        ) : null}
      </Box>
      <SortableContext
        id={stage}
        items={shown.map((lead) => lead.leadId)}
        strategy={verticalListSortingStrategy}
      >
        <Stack as="ul" listStyleType="none" ps={0} gap={2} minH="16">
          {shown.map((lead) => (
            <SortableCard
              key={lead.leadId}
              lead={lead}
              today={today}
              onOpen={onOpen}
              onMoveTo={(moving, to) => onMove({ leadId: moving.leadId, stage: to }, moving)}
            />
          ))}
        </Stack>
      </SortableContext>
      {hidden > 0 ? (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="purple"
          onClick={() => setLimit((now) => now + CARDS_PER_COLUMN * 4)}
        >
          Show {Math.min(hidden, CARDS_PER_COLUMN * 4)} more of {hidden}
        </Button>
      ) : null}
    </Stack>
  );
}

function SortableCard({
  lead,
  today,
  onOpen,
  onMoveTo,
}: {
  lead: Lead;
  today: string;
  onOpen: (leadId: string) => void;
  onMoveTo: (lead: Lead, stage: LeadStage) => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: lead.leadId });
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      opacity={isDragging ? 0.4 : 1}
    >
      <BoardCard
        lead={lead}
        today={today}
        onOpen={onOpen}
        onMoveTo={onMoveTo}
        handle={
          <IconButton
            ref={setActivatorNodeRef}
            size="xs"
            variant="ghost"
            cursor="grab"
            touchAction="none"
            {...attributes}
            {...listeners}
            aria-label={`Drag ${lead.name}`}
          >
            <span aria-hidden="true">⠿</span>
          </IconButton>
        }
      />
    </Box>
  );
}
