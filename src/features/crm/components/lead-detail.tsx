import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { hasStatus } from '@/api/errors';
import { AsOf } from '@/ui/as-of';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import { formatPhone } from '@/ui/format-phone';
import { useLead } from '../api/lead-get';
import { isOverdue } from '../model/board';
import {
  LEAD_SOURCE_LABELS,
  LEAD_STAGE_LABELS,
  type InteractionCreate,
  type Lead,
  type LeadStage,
} from '../model/contract';
import { MoveTo } from './board-card';
import { LeadConvertCard } from './lead-convert-card';
import { LeadInteractions } from './lead-interactions';
import { TasksPanel } from './tasks-panel';

// One lead (?lead=<id>): its fields (Edit opens the lead dialog), its stage and "Move to…", the
// interactions log, the stage history, its tasks and, once won, "Convert to client". The fields
// come from the board's list (so it opens offline at once); the log and history from the lead's
// own answer.

export interface LeadDetailProps {
  leadId: string | null;
  /** The lead as the board has it (with writes waiting); null when not in the list. */
  lead: Lead | null;
  today: string;
  waitingInteractions: ReadonlyArray<InteractionCreate & { leadId: string }>;
  onClose: () => void;
  onEdit: (lead: Lead) => void;
  onMoveTo: (lead: Lead, stage: LeadStage) => void;
  onSaved: (what: string, state: 'sent' | 'queued') => void;
}

export function LeadDetail(props: LeadDetailProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={props.leadId !== null}
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 2, sm: 4 }} maxW="3xl" data-testid="lead-detail">
            {props.leadId ? <DetailBody {...props} leadId={props.leadId} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={2}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function DetailBody({
  leadId,
  lead: listed,
  today,
  waitingInteractions,
  onEdit,
  onMoveTo,
  onSaved,
}: LeadDetailProps & { leadId: string }) {
  const query = useLead(leadId);
  const detail = query.data?.data;
  const lead = listed ?? detail?.lead ?? null;

  if (!lead) {
    return (
      <>
        <Dialog.Header>
          <Dialog.Title>Lead</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {query.isPending ? (
            <Skeleton h="40" />
          ) : (
            <Text>
              {hasStatus(query.error, 404)
                ? 'This lead is not in your pipeline.'
                : 'The lead could not be loaded. Try again when you are online.'}
            </Text>
          )}
        </Dialog.Body>
      </>
    );
  }

  const overdue = isOverdue(lead, today);
  return (
    <>
      <Dialog.Header>
        <Stack gap={1}>
          <Dialog.Title>{lead.name}</Dialog.Title>
          <HStack gap={2} wrap="wrap">
            <Badge
              colorPalette={
                lead.stage === 'lost' ? 'red' : lead.stage === 'won' ? 'green' : 'purple'
              }
            >
              {LEAD_STAGE_LABELS[lead.stage]}
            </Badge>
            {overdue ? <Badge colorPalette="red">Follow-up overdue</Badge> : null}
            {lead.isDemo ? <Badge>Demo</Badge> : null}
          </HStack>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={6}>
          {query.data ? <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} /> : null}
          <Stack gap={3}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3} as="dl">
              <Field label="Mobile" value={lead.phone ? formatPhone(lead.phone) : null} />
              <Field label="E-mail" value={lead.email} />
              <Field label="Source" value={LEAD_SOURCE_LABELS[lead.source]} />
              <Field
                label="Expected assets"
                value={lead.expectedAssets === null ? null : formatRupees(lead.expectedAssets)}
              />
              <Field
                label="Next follow-up"
                value={lead.nextFollowUp ? formatIsoDate(lead.nextFollowUp) : null}
              />
              <Field
                label="In this stage since"
                value={formatIndianDateTime(new Date(lead.stageChangedAt))}
              />
              {lead.stage === 'lost' ? (
                <Field label="Why it was lost" value={lead.lostReason} />
              ) : null}
            </SimpleGrid>
            {lead.notes ? (
              <Text whiteSpace="pre-wrap" textStyle="sm">
                {lead.notes}
              </Text>
            ) : null}
            <HStack gap={2} wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => onEdit(lead)}>
                Edit details
              </Button>
              <MoveTo lead={lead} onMoveTo={onMoveTo} />
            </HStack>
          </Stack>

          <Section title="Convert to client">
            <LeadConvertCard lead={lead} invitation={detail?.invitation ?? null} />
          </Section>

          <Section title="Interactions">
            {detail || !query.isPending ? (
              <LeadInteractions
                leadId={lead.leadId}
                name={lead.name}
                interactions={detail?.interactions ?? []}
                waiting={waitingInteractions.filter((item) => item.leadId === lead.leadId)}
                onSaved={onSaved}
              />
            ) : (
              <Skeleton h="16" />
            )}
          </Section>

          <Section title="Tasks">
            <TasksPanel leadId={lead.leadId} />
          </Section>

          <Section title="Stage history">
            {detail ? (
              detail.stageLog.length === 0 ? (
                <Text color="fg.muted" textStyle="sm">
                  No changes yet.
                </Text>
              ) : (
                <Stack as="ol" listStyleType="none" ps={0} gap={1}>
                  {[...detail.stageLog]
                    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
                    .map((entry) => (
                      <Box as="li" key={`${entry.at}-${entry.to}`} textStyle="sm">
                        {entry.from ? `${LEAD_STAGE_LABELS[entry.from]} → ` : 'Added to '}
                        {LEAD_STAGE_LABELS[entry.to]}
                        {entry.lostReason ? ` (${entry.lostReason})` : ''}
                        <Text as="span" color="fg.muted">
                          {' '}
                          · {formatIndianDateTime(new Date(entry.at))}
                        </Text>
                      </Box>
                    ))}
                </Stack>
              )
            ) : query.isPending ? (
              <Skeleton h="10" />
            ) : (
              <Text color="fg.muted" textStyle="sm">
                The history could not be loaded. Try again when you are online.
              </Text>
            )}
          </Section>
        </Stack>
      </Dialog.Body>
    </>
  );
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Text as="dt" textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{value ?? '–'}</Text>
    </Box>
  );
}
