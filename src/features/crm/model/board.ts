import {
  LEAD_STAGES,
  type Lead,
  type LeadSource,
  type LeadStage,
  type StageChange,
} from './contract';

// The pipeline board's arithmetic (issue 17), apart from the screen: leads grouped by stage in
// their order, a move applied the way the server applies it (the column renumbered compactly),
// and the overdue follow-up check against today in India, never the UTC date.

export type Columns = Record<LeadStage, Lead[]>;

/**
 * Cards drawn per column at first, and per "Show more": a board of hundreds of leads paints its
 * columns' tops at once instead of every card (the list view and the search reach the rest).
 */
export const CARDS_PER_COLUMN = 25;

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today in India as YYYY-MM-DD (after 18:30 UTC it is already tomorrow there). */
export const indiaToday = (now: Date = new Date()): string => indiaDay.format(now);

const byPosition = (a: Lead, b: Lead) =>
  a.position - b.position || a.createdAt.localeCompare(b.createdAt);

/** Every stage's leads, top first; every stage is present, empty or not. */
export function groupByStage(leads: readonly Lead[]): Columns {
  const columns = Object.fromEntries(LEAD_STAGES.map((stage) => [stage, [] as Lead[]])) as Columns;
  for (const lead of leads) columns[lead.stage].push(lead);
  for (const stage of LEAD_STAGES) columns[stage].sort(byPosition);
  return columns;
}

export interface LeadMove extends StageChange {
  leadId: string;
}

/**
 * The leads after one move: the lead leaves its column and goes to `position` of the new one (0
 * = top; omitted or past the end = the bottom), and both columns are numbered 0, 1, 2... again.
 * A real change of stage sets `stageChangedAt`; `lost` keeps its reason and leaving it clears
 * the reason. Unknown leads change nothing (a move of a lead another tab deleted).
 */
export function applyMove(leads: readonly Lead[], move: LeadMove, nowIso: string): Lead[] {
  const moving = leads.find((lead) => lead.leadId === move.leadId);
  if (!moving) return [...leads];
  const changesStage = moving.stage !== move.stage;
  const moved: Lead = {
    ...moving,
    stage: move.stage,
    lostReason: move.stage === 'lost' ? (move.lostReason ?? moving.lostReason ?? null) : null,
    stageChangedAt: changesStage ? nowIso : moving.stageChangedAt,
    updatedAt: changesStage ? nowIso : moving.updatedAt,
  };
  const columns = groupByStage(leads.filter((lead) => lead.leadId !== move.leadId));
  const target = columns[move.stage];
  const at = Math.min(Math.max(move.position ?? target.length, 0), target.length);
  target.splice(at, 0, moved);
  const renumbered = new Map<string, Lead>();
  for (const stage of new Set<LeadStage>([moving.stage, move.stage])) {
    columns[stage].forEach((lead, position) =>
      renumbered.set(lead.leadId, lead.position === position ? lead : { ...lead, position }),
    );
  }
  return leads.map((lead) => renumbered.get(lead.leadId) ?? lead);
}

/** A follow-up day before today in India, on a lead still open (not won or lost). */
export const isOverdue = (lead: Lead, today: string): boolean =>
  lead.nextFollowUp !== null &&
  lead.nextFollowUp < today &&
  lead.stage !== 'won' &&
  lead.stage !== 'lost';

export interface LeadFilters {
  stage: LeadStage | 'all';
  source: LeadSource | 'all';
  overdueOnly: boolean;
  /** Words matched against name, e-mail, phone digits and notes, case-insensitive. */
  text: string;
}

export const NO_FILTERS: LeadFilters = {
  stage: 'all',
  source: 'all',
  overdueOnly: false,
  text: '',
};

const digits = (value: string) => value.replace(/\D/g, '');

/** The leads the list shows, in pipeline order (stage, then position). */
export function filterLeads(leads: readonly Lead[], filters: LeadFilters, today: string): Lead[] {
  const words = filters.text.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (lead: Lead) =>
    words.every((word) => {
      const haystack = [lead.name, lead.email ?? '', lead.notes ?? ''].join(' ').toLowerCase();
      if (haystack.includes(word)) return true;
      const wanted = digits(word);
      return wanted.length >= 3 && digits(lead.phone ?? '').includes(wanted);
    });
  return leads
    .filter(
      (lead) =>
        (filters.stage === 'all' || lead.stage === filters.stage) &&
        (filters.source === 'all' || lead.source === filters.source) &&
        (!filters.overdueOnly || isOverdue(lead, today)) &&
        matches(lead),
    )
    .sort(
      (a, b) => LEAD_STAGES.indexOf(a.stage) - LEAD_STAGES.indexOf(b.stage) || byPosition(a, b),
    );
}

/**
 * Where a drag ends: over a card, the card's stage and its place (a card dragged down its own
 * column takes the place after the card it is over); over a column, its bottom. Null when over
 * nothing the board knows.
 */
export function dropTarget(
  columns: Columns,
  activeId: string,
  overId: string,
): { stage: LeadStage; position: number } | null {
  if ((LEAD_STAGES as readonly string[]).includes(overId)) {
    const stage = overId as LeadStage;
    return {
      stage,
      position: columns[stage].filter((lead) => lead.leadId !== activeId).length,
    };
  }
  for (const stage of LEAD_STAGES) {
    const index = columns[stage].findIndex((lead) => lead.leadId === overId);
    if (index === -1) continue;
    return { stage, position: index };
  }
  return null;
}
