import type { GoalStatus } from '../../../src/features/goals/model/contract';
import {
  futureCost,
  monthsBetween,
  requiredSip,
} from '../../../src/features/goals/model/goal-maths';
import { goalStanding } from '../../../src/features/goals/model/progress';
import type { BookAction } from '../../../src/features/advisor-book/model/book-contract';
import { formatCompactRupees, formatIsoDate } from '../../../src/ui/format-money';
import { TRACKS } from '../../services/tracks';

// The client book's action list (issue 15, Deliver 2): pure rules over what the store read of
// each client, table-tested (tests/unit/advisor-book/action-rules.test.ts) and documented for
// advisers in docs/client-book.md. Each rule gives an urgency from 1 to 100: a base by how much
// it matters, plus a little for how far past the line the client is, capped, so that a rule's
// worst case never overtakes the next rule's base by much.

/** The adviser's settings the rules use (advisor_settings; these are its defaults). */
export interface RuleSettings {
  reviewPeriodMonths: number;
  idleCashThresholdPaise: number;
}

export const DEFAULT_RULE_SETTINGS: RuleSettings = {
  reviewPeriodMonths: 12,
  idleCashThresholdPaise: 50_000_00,
};

/** One model the client follows and how far their holding of it has drifted. */
export interface ClientDrift {
  modelId: string;
  modelName: string;
  /** Largest gap between a stock's actual and model weight, percentage points; null: none held. */
  driftPoints: number | null;
  bandBp: number;
}

export interface ClientGoal {
  goalId: string;
  name: string;
  status: GoalStatus;
  /** The projected shortfall at the target date, paise (0 when on track). */
  shortfall: number;
}

/** What the rules need to know of one client. */
export interface ClientFacts {
  id: string;
  name: string;
  track: string;
  /** When their latest risk profile was taken; null: never. */
  riskProfileTakenAt: Date | null;
  /** Their KYC when it waits on someone: submitted (the adviser) or rejected (the investor). */
  kyc: { status: 'submitted' | 'rejected'; since: Date; reason: string | null } | null;
  /** Cash in their paper account, paise; null: no account. */
  cashPaise: number | null;
  drifts: readonly ClientDrift[];
  goals: readonly ClientGoal[];
  /** Their chat messages after the adviser's last one (issue 18); absent or null: none. */
  unansweredChat?: UnansweredChat | null;
}

export interface UnansweredChat {
  threadId: string;
  count: number;
  /** When the first of them was sent. */
  since: Date;
}

const DAY_MS = 86_400_000;
const wholeDays = (from: Date, to: Date) => Math.max(0, Math.floor((+to - +from) / DAY_MS));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const ago = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const istDayOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The instant `months` calendar months after `at` (the last day of a shorter month). */
export function monthsAfter(at: Date, months: number): Date {
  const due = new Date(at);
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + months);
  const last = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, last));
  return due;
}

const details = (investor: string) => ({
  to: '/advisor/investordetails' as const,
  search: { investor },
});

type Rule = (client: ClientFacts, settings: RuleSettings, now: Date) => BookAction[];

/** KYC submitted and waiting for the adviser's check: 80, +1 a day waiting, up to 95. */
const kycRule: Rule = (client, _settings, now) => {
  const { kyc } = client;
  if (!kyc) return [];
  const days = wholeDays(kyc.since, now);
  const investor = { id: client.id, name: client.name };
  if (kyc.status === 'submitted') {
    return [
      {
        id: `kyc:${client.id}`,
        kind: 'kyc',
        urgency: 80 + Math.min(15, days),
        investor,
        title: 'KYC waiting for your check',
        detail: `Submitted ${ago(days)}: check the documents and accept or reject them.`,
        opens: { to: '/advisor/invstverification', search: { investor: client.id } },
      },
    ];
  }
  // Rejected: the investor must correct and submit again; 55, +1 a day, up to 70.
  return [
    {
      id: `kyc:${client.id}`,
      kind: 'kyc',
      urgency: 55 + Math.min(15, days),
      investor,
      title: 'KYC rejected',
      detail:
        `Rejected ${ago(days)}${kyc.reason ? ` (${kyc.reason.trim()})` : ''}: ` +
        'the investor has not submitted corrected details yet.',
      opens: details(client.id),
    },
  ];
};

/**
 * No risk profile while active: 85 (advice without a suitability basis). One older than the
 * review period: 50, +5 a whole month overdue, up to 80. Clients still onboarding without one
 * are not flagged: the risk profile is a step of their onboarding (their status says so).
 */
const riskProfileRule: Rule = (client, settings, now) => {
  const investor = { id: client.id, name: client.name };
  const takenAt = client.riskProfileTakenAt;
  if (!takenAt) {
    if (client.track !== TRACKS.active) return [];
    return [
      {
        id: `risk-profile:${client.id}`,
        kind: 'risk-profile',
        urgency: 85,
        investor,
        title: 'No risk profile',
        detail: 'An active client without a risk profile: advice needs one to check suitability.',
        opens: details(client.id),
      },
    ];
  }
  const due = monthsAfter(takenAt, settings.reviewPeriodMonths);
  if (now < due) return [];
  const overdue = monthsBetween(isoDay(due), isoDay(now));
  return [
    {
      id: `risk-profile:${client.id}`,
      kind: 'risk-profile',
      urgency: 50 + Math.min(30, 5 * overdue),
      investor,
      title: 'Risk profile due for renewal',
      detail:
        `Taken on ${formatIsoDate(isoDay(takenAt))}, due on ${formatIsoDate(isoDay(due))} ` +
        `(your review period is ${plural(settings.reviewPeriodMonths, 'month')})` +
        (overdue > 0 ? `: ${plural(overdue, 'month')} overdue.` : '.'),
      opens: details(client.id),
    },
  ];
};

/**
 * Messages from the client the adviser has not answered (any after the adviser's last message
 * in their thread): 60, +5 a whole day the first has waited, up to 85.
 */
const chatRule: Rule = (client, _settings, now) => {
  const chat = client.unansweredChat;
  if (!chat || chat.count === 0) return [];
  const days = wholeDays(chat.since, now);
  return [
    {
      id: `chat:${client.id}`,
      kind: 'chat',
      urgency: 60 + Math.min(25, 5 * days),
      investor: { id: client.id, name: client.name },
      title: chat.count === 1 ? 'Unanswered message' : `${chat.count} unanswered messages`,
      detail:
        `${chat.count === 1 ? 'Sent' : 'The first sent'} ${ago(days)} ` +
        `(${formatIsoDate(isoDay(chat.since))}): reply in chat.`,
      opens: { to: '/advisor/chat', search: { thread: chat.threadId } },
    },
  ];
};

/**
 * A holding of a model drifted beyond the model's band: 40, +4 a percentage point beyond the
 * band, up to 80. Exactly at the band is within it.
 */
const driftRule: Rule = (client) =>
  client.drifts.flatMap((drift) => {
    const band = drift.bandBp / 100;
    if (drift.driftPoints === null || !(drift.driftPoints > band)) return [];
    const beyond = drift.driftPoints - band;
    return [
      {
        id: `drift:${client.id}:${drift.modelId}`,
        kind: 'drift' as const,
        urgency: 40 + Math.min(40, Math.round(beyond * 4)),
        investor: { id: client.id, name: client.name },
        title: `Drifted outside the band of ${drift.modelName}`,
        detail:
          `A stock's weight is ${drift.driftPoints.toFixed(2)} percentage points from the model's ` +
          `(band ±${band} pp): a rebalance is due.`,
        opens: { to: '/advisor/baskets' as const, search: { model: drift.modelId } },
      },
    ];
  });

/** Off track: 50, +1 a 2 % of the goal short, up to 70; at risk (short by at most 10 %): 35. */
const goalRule: Rule = (client) =>
  client.goals.flatMap((goal) => {
    if (goal.status === 'on-track') return [];
    const offTrack = goal.status === 'off-track';
    return [
      {
        id: `goal:${client.id}:${goal.goalId}`,
        kind: 'goal' as const,
        urgency: offTrack ? 50 : 35,
        investor: { id: client.id, name: client.name },
        title: `Goal ${offTrack ? 'off track' : 'at risk'}: ${goal.name}`,
        detail:
          `Projected ${formatCompactRupees(goal.shortfall)} short at the target date ` +
          `${offTrack ? '(more than 10 % of the target)' : '(within 10 % of the target)'}.`,
        opens: details(client.id),
      },
    ];
  });

/** Cash above the threshold: 20, +5 a whole threshold more, up to 50. Exactly at it is not idle. */
const idleCashRule: Rule = (client, settings) => {
  const cash = client.cashPaise;
  const threshold = settings.idleCashThresholdPaise;
  if (cash === null || !(cash > threshold)) return [];
  const extra = threshold > 0 ? Math.floor(cash / threshold) - 1 : 6;
  return [
    {
      id: `idle-cash:${client.id}`,
      kind: 'idle-cash',
      urgency: 20 + Math.min(30, 5 * extra),
      investor: { id: client.id, name: client.name },
      title: 'Idle cash',
      detail: `${formatCompactRupees(cash)} in cash, above your threshold of ${formatCompactRupees(threshold)}.`,
      opens: details(client.id),
    },
  ];
};

export const RULES: readonly Rule[] = [
  kycRule,
  riskProfileRule,
  chatRule,
  driftRule,
  goalRule,
  idleCashRule,
];

/** Every action of one client, unranked. */
export const actionsOf = (client: ClientFacts, settings: RuleSettings, now: Date): BookAction[] =>
  RULES.flatMap((rule) => rule(client, settings, now));

const byName = new Intl.Collator('en-IN', { sensitivity: 'base' });

/** Urgency, highest first; ties by the client's name, then by id (stable). */
export const rankActions = (actions: readonly BookAction[]): BookAction[] =>
  [...actions].sort(
    (a, b) =>
      b.urgency - a.urgency ||
      byName.compare(a.investor.name, b.investor.name) ||
      a.id.localeCompare(b.id),
  );

/**
 * The adviser's own follow-ups (issue 17, the CRM): not a client's, so they are not rules over
 * ClientFacts. `investor` names the lead or contact the item is about (a task about neither:
 * "Your task").
 */
export interface OverdueFollowUp {
  leadId: string;
  name: string;
  /** The follow-up day (IST), before today. */
  nextFollowUp: string;
}

export interface OverdueTask {
  taskId: string;
  title: string;
  dueAt: Date;
  leadId: string | null;
  contactId: string | null;
  /** The lead's or contact's name, when the task is about one. */
  about: string | null;
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/**
 * A lead's follow-up day has passed (before today in India): 45, +3 a day past, up to 75. An
 * open task past its due time (and not snoozed): 50, +3 a whole day late, up to 80. Each opens
 * the lead (or the contact) on the CRM's screens.
 */
export function followUpActions(
  leads: readonly OverdueFollowUp[],
  tasks: readonly OverdueTask[],
  today: string,
  now: Date,
): BookAction[] {
  const fromLeads = leads.flatMap((lead): BookAction[] => {
    const late = dayNumber(today) - dayNumber(lead.nextFollowUp);
    if (!(late > 0)) return [];
    return [
      {
        id: `follow-up:lead:${lead.leadId}`,
        kind: 'follow_up',
        urgency: 45 + Math.min(30, 3 * late),
        investor: { id: lead.leadId, name: lead.name },
        title: 'Follow-up overdue',
        detail:
          `The follow-up was due on ${formatIsoDate(lead.nextFollowUp)} ` +
          `(${plural(late, 'day')} ago): get in touch and set the next one.`,
        opens: { to: '/advisor/crm/lead', search: { lead: lead.leadId } },
      },
    ];
  });
  const fromTasks = tasks.flatMap((task): BookAction[] => {
    if (!(task.dueAt < now)) return [];
    const late = wholeDays(task.dueAt, now);
    const opens: BookAction['opens'] = task.leadId
      ? { to: '/advisor/crm/lead', search: { lead: task.leadId } }
      : task.contactId
        ? { to: '/advisor/crm/contact', search: { contact: task.contactId } }
        : { to: '/advisor/crm/lead', search: {} };
    return [
      {
        id: `follow-up:task:${task.taskId}`,
        kind: 'follow_up',
        urgency: 50 + Math.min(30, 3 * late),
        investor: {
          id: task.leadId ?? task.contactId ?? task.taskId,
          name: task.about ?? 'Your task',
        },
        title: `Task overdue: ${task.title}`,
        detail:
          `Due on ${formatIsoDate(istDayOf(task.dueAt))}` +
          (late > 0 ? ` (${plural(late, 'day')} late)` : ' (earlier today)') +
          ': mark it done, or snooze it to a new time.',
        opens,
      },
    ];
  });
  return [...fromLeads, ...fromTasks];
}

/** The whole book's list: every client's actions, ranked. */
export const bookActions = (
  clients: readonly ClientFacts[],
  settings: RuleSettings,
  now: Date,
): BookAction[] => rankActions(clients.flatMap((client) => actionsOf(client, settings, now)));

/** What goalStatus needs of a goal (as goalProgress's input, without the Monte Carlo's). */
export interface GoalStatusInput {
  targetToday: number;
  targetDate: string;
  inflationBp: number;
  setAside: number;
  stepUpBp: number;
  returnBp: number;
  /** The goal's value today, paise. */
  value: number;
  today: string;
  createdOn: string;
}

/**
 * A goal's status and shortfall exactly as goalProgress (src/features/goals/model/progress.ts)
 * decides them, without its Monte Carlo (the chance, which the status does not use): the plan's
 * SIP made on the day the goal was created, then goalStanding.
 */
export function goalStatus(input: GoalStatusInput): { status: GoalStatus; shortfall: number } {
  const { targetToday, targetDate, inflationBp, setAside, stepUpBp, returnBp, createdOn } = input;
  const monthlySip = requiredSip({
    target: futureCost(targetToday, inflationBp, monthsBetween(createdOn, targetDate)),
    start: setAside,
    returnBp,
    months: monthsBetween(createdOn, targetDate),
    stepUpBp,
  });
  const { status, shortfall } = goalStanding({ ...input, monthlySip });
  return { status, shortfall };
}
