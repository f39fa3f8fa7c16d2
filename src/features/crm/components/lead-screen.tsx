import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '@/api/errors';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useLeadMove } from '../api/lead-move';
import { useLeadsView } from '../hooks/use-crm-view';
import { indiaToday, NO_FILTERS, type LeadFilters, type LeadMove } from '../model/board';
import { LEAD_STAGE_LABELS, type Lead, type LeadStage } from '../model/contract';
import type { LeadView } from '../model/lead-search';
import { CrmSearch } from './crm-search';
import { LeadList } from './lead-list';

// dnd-kit loads with the board only (STYLE.md: heavy libraries load inside their feature).
const BoardView = lazy(() => import('./board-view'));
// The lead, "Add lead" and "Why was it lost?" dialogs load the first time they open (issue 19:
// Chakra's Dialog machinery stays out of the screen's first visit).
const LeadDetail = lazyWhenOpen(
  () => import('./lead-detail').then((m) => m.LeadDetail),
  (props) => props.leadId !== null,
);
const LeadDialog = lazyWhenOpen(
  () => import('./lead-dialog').then((m) => m.LeadDialog),
  (props) => props.open,
);
const LeadLostDialog = lazyWhenOpen(
  () => import('./lead-lost-dialog').then((m) => m.LeadLostDialog),
  (props) => props.name !== null,
);

/**
 * /advisor/crm/lead (issue 17): the adviser's pipeline as a board (drag and drop, or "Move to…")
 * or a filtered list, "Add lead", and one lead's detail. Opens from the saved answer offline
 * ("as of"); moves, new leads, logged interactions and tasks made offline show at once and wait
 * in the outbox.
 */
export interface LeadScreenProps {
  title: string;
  leadId: string | undefined;
  view: LeadView;
  onOpenLead: (leadId: string | undefined) => void;
  onView: (view: LeadView) => void;
  onOpenContact: (contactId: string) => void;
}

export function LeadScreen({
  title,
  leadId,
  view,
  onOpenLead,
  onView,
  onOpenContact,
}: LeadScreenProps) {
  const { query, leads, pending, unsent } = useLeadsView();
  const mover = useLeadMove();
  const [today] = useState(() => indiaToday());
  const [editing, setEditing] = useState<{ lead?: Lead } | null>(null);
  const [losing, setLosing] = useState<{ move: LeadMove; lead: Lead } | null>(null);
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const [problem, setProblem] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const saved = (what: string, state: 'sent' | 'queued') => {
    setQueued(state === 'queued');
    setAnnouncement(state === 'sent' ? `${what}.` : `${what} on this device; sent when online.`);
  };
  const move = (change: LeadMove, lead: Lead) => {
    setProblem(null);
    mover.mutate(
      { move: change, name: lead.name },
      {
        onSuccess: (result) =>
          saved(
            `${lead.name} moved to ${LEAD_STAGE_LABELS[change.stage]}`,
            result.state === 'sent' ? 'sent' : 'queued',
          ),
        onError: (error) =>
          setProblem(
            `${lead.name} could not be moved: ${isApiError(error) ? error.message : 'try again.'}`,
          ),
      },
    );
  };
  const requestMove = (change: LeadMove, lead: Lead) => {
    if (change.stage === 'lost' && lead.stage !== 'lost' && !change.lostReason) {
      setLosing({ move: change, lead });
    } else {
      move(change, lead);
    }
  };
  const moveTo = (lead: Lead, stage: LeadStage) =>
    requestMove({ leadId: lead.leadId, stage }, lead);

  const body = () => {
    if (query.isPending) return <Skeleton h="96" borderRadius="l3" />;
    if (!query.data || !leads) {
      return (
        <DataError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    if (leads.length === 0) {
      return (
        <ScreenEmptyState
          icon="🧭"
          title="No leads yet"
          description="Add the people you are talking to, from a referral, a seminar or a call, and move them from New to Won as the conversation goes."
        >
          <Button colorPalette="purple" onClick={() => setEditing({})}>
            Add your first lead
          </Button>
        </ScreenEmptyState>
      );
    }
    return (
      <Stack gap={4}>
        <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />
        {problem ? <FormAlert status="error" title={problem} /> : null}
        {queued ? (
          <FormAlert status="info" title="Saved on this device">
            You seem to be offline: the change is kept and sent when the signal returns.
          </FormAlert>
        ) : null}
        {unsent > 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {unsent === 1 ? '1 change' : `${unsent} changes`} saved on this device, sent when you
            are back online.
          </Text>
        ) : null}
        <CrmSearch onOpenLead={(id) => onOpenLead(id)} onOpenContact={onOpenContact} />
        <HStack gap={2} role="group" aria-label="Show the leads as">
          {(['board', 'list'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? 'solid' : 'outline'}
              aria-pressed={view === option}
              onClick={() => onView(option)}
            >
              {option === 'board' ? 'Board' : 'List'}
            </Button>
          ))}
        </HStack>
        {view === 'board' ? (
          <Suspense fallback={<Skeleton h="96" borderRadius="l3" />}>
            <BoardView leads={leads} today={today} onOpen={onOpenLead} onMove={requestMove} />
          </Suspense>
        ) : (
          <LeadList
            leads={leads}
            today={today}
            filters={filters}
            onFilters={setFilters}
            onOpen={onOpenLead}
            onMoveTo={moveTo}
          />
        )}
      </Stack>
    );
  };

  const open = leadId ? (leads?.find((lead) => lead.leadId === leadId) ?? null) : null;
  return (
    <PageFrame
      title={title}
      description="Prospective investors and where each one is in your pipeline."
      actions={
        leads && leads.length > 0 ? (
          <Button colorPalette="purple" onClick={() => setEditing({})}>
            Add lead
          </Button>
        ) : undefined
      }
    >
      {body()}
      <Text srOnly aria-live="polite">
        {announcement}
      </Text>
      <LeadDetail
        leadId={leadId ?? null}
        lead={open}
        today={today}
        waitingInteractions={pending.interactions}
        onClose={() => onOpenLead(undefined)}
        onEdit={(lead) => setEditing({ lead })}
        onMoveTo={moveTo}
        onSaved={saved}
      />
      <LeadDialog
        open={editing !== null}
        lead={editing?.lead}
        onOpenChange={(next) => {
          if (!next) setEditing(null);
        }}
        onSaved={saved}
      />
      <LeadLostDialog
        name={losing?.lead.name ?? null}
        onCancel={() => setLosing(null)}
        onConfirm={(reason) => {
          if (losing) move({ ...losing.move, lostReason: reason }, losing.lead);
          setLosing(null);
        }}
      />
    </PageFrame>
  );
}
