import { formatIsoDate, formatRupees } from '../../../ui/format-money';
import type { CalendarEvent, CalendarEventKind } from './contract';
import { premiumDates, type PremiumFrequency } from './premium-schedule';

export {
  nextPremiumDue,
  premiumDates,
  PREMIUM_MONTHS,
  type PremiumFrequency,
} from './premium-schedule';

// The calendar's events (issue 18, Deliver 1), computed from plain inputs by pure functions:
// the server reads each owning module's tables and calls `calendarEvents`; tests/unit/calendar
// tables check every rule. Days are YYYY-MM-DD in India Standard Time; an instant is written
// with the IST offset (+05:30). Nothing here reads a clock: "today" is never needed, since the
// rules give the same dates whenever they are asked.

export type Day = string;
export type Viewer = 'investor' | 'advisor';

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

const dayNumber = (day: Day): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (number: number): Day => new Date(number * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: Day, days: number): Day => dayOf(dayNumber(day) + days);

/** The instant written in IST: 2026-07-01T10:30:00+05:30. */
export const istIso = (at: Date): string =>
  `${new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;

/** The IST day of an instant. */
export const istDay = (at: Date): Day =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

const lastDayOfMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The day `months` calendar months after `day` (before, when negative), on `anchorDay` of that
 * month (default: `day`'s own) or the month's last day when it is shorter: 31 Jan + 1 month is
 * 28 (or 29) Feb, and with the anchor kept, + 2 months is 31 Mar.
 */
export function addMonths(day: Day, months: number, anchorDay?: number): Day {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const d = Math.min(anchorDay ?? Number(day.slice(8, 10)), lastDayOfMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The NSE trading calendar from its holiday list: weekdays that are not holidays. */
export interface TradingCalendar {
  isTradingDay(day: Day): boolean;
  /** `day` when it trades, else the next day that does. */
  onOrAfter(day: Day): Day;
  /** The trading day after `day`. */
  next(day: Day): Day;
}

export function tradingCalendar(holidays: Iterable<Day>): TradingCalendar {
  const shut = new Set(holidays);
  const isTradingDay = (day: Day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !shut.has(day);
  };
  const onOrAfter = (day: Day) => {
    let at = day;
    // A year holds at most a few dozen closed days in a row of weekends and holidays.
    for (let step = 0; step < 40 && !isTradingDay(at); step += 1) at = addDays(at, 1);
    return at;
  };
  return { isTradingDay, onOrAfter, next: (day) => onOrAfter(addDays(day, 1)) };
}

// ---------------------------------------------------------------------------------------------
// Dividends: the record date under the settlement cycle.

/** NSE moved every stock to T+1 settlement from 27 January 2023 (the last phase). */
export const T_PLUS_ONE_FROM: Day = '2023-01-27';

/**
 * A dividend's record date from its ex-date. Under T+1 settlement a share bought the day before
 * the record date settles on it, so the ex-date is the record date itself. Before T+1 (T+2) the
 * ex-date was the trading day before the record date.
 */
export function recordDateOf(exDate: Day, calendar: TradingCalendar): Day {
  return exDate >= T_PLUS_ONE_FROM ? exDate : calendar.next(exDate);
}

// ---------------------------------------------------------------------------------------------
// Results: SEBI LODR Regulation 33.

/** A quarter's end and the last day its results may come out on. */
export interface ResultsDeadline {
  quarterEnd: Day;
  dueBy: Day;
  /** The March quarter is announced with the year's audited results, within 60 days. */
  annual: boolean;
}

/**
 * SEBI (LODR) Regulations 2015, Reg. 33(3): a listed company files its quarterly financial
 * results within 45 days of the quarter's end, and the last quarter's with the year's audited
 * results within 60 days of the year's end (31 March). Calendar days: a holiday moves nothing.
 */
export function resultsDeadlineOf(quarterEnd: Day): ResultsDeadline {
  const annual = quarterEnd.slice(5) === '03-31';
  return { quarterEnd, dueBy: addDays(quarterEnd, annual ? 60 : 45), annual };
}

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'] as const;

/** The deadlines that fall from `from` to `to` (both in). */
export function resultsDeadlinesBetween(from: Day, to: Day): ResultsDeadline[] {
  const deadlines: ResultsDeadline[] = [];
  // A deadline comes at most 60 days after its quarter's end.
  const first = Number(addDays(from, -62).slice(0, 4));
  const last = Number(to.slice(0, 4));
  for (let year = first; year <= last; year += 1) {
    for (const end of QUARTER_ENDS) {
      const deadline = resultsDeadlineOf(`${year}-${end}`);
      if (deadline.dueBy >= from && deadline.dueBy <= to) deadlines.push(deadline);
    }
  }
  return deadlines;
}

const QUARTER_NAMES: Record<string, string> = {
  '03-31': 'January–March',
  '06-30': 'April–June',
  '09-30': 'July–September',
  '12-31': 'October–December',
};

// ---------------------------------------------------------------------------------------------
// SIPs: the instalment's day, or the next trading day.

/**
 * The due date of a monthly instalment on `day` of `month` ('YYYY-MM'): that day (the month's
 * last when it is shorter), moved to the next trading day when the exchange is shut, so an
 * instalment may fall due early in the next month (the rule of server/modules/baskets/sip-dates).
 */
export function sipDueDate(month: string, day: number, calendar: TradingCalendar): Day {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = `${month}-${String(Math.min(day, lastDayOfMonth(year, number))).padStart(2, '0')}`;
  return calendar.onOrAfter(date);
}

export interface SipInput {
  basketId: string;
  basketName: string;
  /** The goal the basket invests for, if any. */
  goalName: string | null;
  amountPaise: number;
  /** Day of the month (the baskets take 1 to 28). */
  day: number;
  active: boolean;
  /** The day it was set up: only instalments due after it are taken. */
  startedOn: Day;
  /** Months ('YYYY-MM') whose instalment was taken. */
  takenMonths?: readonly string[];
  investorSub?: string;
  investorName?: string | null;
}

/** The instalments of an active SIP due from `from` to `to`: month and due date. */
export function sipDates(
  sip: Pick<SipInput, 'day' | 'active' | 'startedOn'>,
  from: Day,
  to: Day,
  calendar: TradingCalendar,
): { month: string; dueOn: Day }[] {
  if (!sip.active) return [];
  const dates: { month: string; dueOn: Day }[] = [];
  // The month before `from`: its instalment may move into the range.
  for (let month = addMonths(`${from.slice(0, 7)}-01`, -1); month <= to;) {
    const key = month.slice(0, 7);
    const dueOn = sipDueDate(key, sip.day, calendar);
    if (dueOn > sip.startedOn && dueOn >= from && dueOn <= to) dates.push({ month: key, dueOn });
    month = addMonths(month, 1);
  }
  return dates;
}

// ---------------------------------------------------------------------------------------------
// Insurance premiums.

const POLICY_LABELS: Record<string, string> = {
  term_life: 'Term life',
  health: 'Health',
  critical_illness: 'Critical illness',
  personal_accident: 'Personal accident',
  motor: 'Motor',
  home: 'Home',
};

export interface PolicyInput {
  policyId: string;
  kind: string;
  insurer: string;
  premiumPaise: number;
  frequency: PremiumFrequency;
  startDate: Day | null;
  /** The next premium due (or the renewal); null: not known. */
  renewalDate: Day | null;
  investorSub?: string;
  investorName?: string | null;
}

// ---------------------------------------------------------------------------------------------
// The events.

export interface InstrumentInput {
  exchange: string;
  symbol: string;
  name: string | null;
  /** Shares held now; 0 when only watched. */
  quantity: number;
  watched: boolean;
}

export interface DividendInput {
  exchange: string;
  symbol: string;
  exDate: Day;
  /** Per share. */
  amountPaise: number;
}

export interface GoalInput {
  goalId: string;
  name: string;
  createdOn: Day;
  targetDate: Day;
  investorSub?: string;
  investorName?: string | null;
}

export interface RiskProfileInput {
  /** The IST day the latest questionnaire was taken. */
  takenOn: Day;
  investorSub?: string;
  investorName?: string | null;
}

export interface MeetingInput {
  meetingId: string;
  title: string;
  /** The accepted time. */
  start: Date;
  durationMinutes: number;
  /** The other side's name (the adviser for an investor, the client for an adviser). */
  withName: string | null;
  location: string | null;
  note: string | null;
  investorSub?: string;
  /**
   * Set for a time still proposed, not accepted (`start` is that time): which of how many are
   * on the table, and who proposed them. The event is tentative.
   */
  proposal?: { index: number; count: number; proposedBy: Viewer };
}

export interface CalendarInputs {
  viewer: Viewer;
  from: Day;
  to: Day;
  /** NSE trading holidays (weekdays the exchange is shut). */
  holidays: readonly Day[];
  /** How often a risk profile and a goal are reviewed (the adviser's setting; default 12). */
  reviewPeriodMonths: number;
  instruments?: readonly InstrumentInput[];
  dividends?: readonly DividendInput[];
  sips?: readonly SipInput[];
  goals?: readonly GoalInput[];
  riskProfiles?: readonly RiskProfileInput[];
  policies?: readonly PolicyInput[];
  meetings?: readonly MeetingInput[];
  /** The adviser's CRM (issue 17). */
  followUps?: readonly FollowUpInput[];
  tasks?: readonly TaskInput[];
  contactDates?: readonly ContactDateInput[];
}

const KIND_ORDER: Record<CalendarEventKind, number> = {
  holiday: 0,
  meeting: 1,
  insurance_premium: 2,
  sip: 3,
  dividend: 4,
  results: 5,
  goal_review: 6,
  risk_profile_renewal: 7,
  crm_task: 8,
  crm_follow_up: 9,
  crm_date: 10,
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const allDay = (
  event: Omit<CalendarEvent, 'start' | 'end' | 'allDay' | 'investorSub'>,
  investorSub: string | undefined,
): CalendarEvent => ({
  ...event,
  start: null,
  end: null,
  allDay: true,
  ...(investorSub !== undefined && { investorSub }),
});

/** "Sunita Kulkarni: " before an adviser's client events; nothing for the investor's own. */
const whose = (viewer: Viewer, name: string | null | undefined) =>
  viewer === 'advisor' ? `${name ?? 'A client'}: ` : '';

const stockLink = (exchange: string, symbol: string) =>
  `/stocks/exchange/${encodeURIComponent(exchange)}/symbol/${encodeURIComponent(symbol)}`;
const clientLink = (sub: string | undefined) =>
  sub === undefined ? null : `/advisor/investordetails?investor=${encodeURIComponent(sub)}`;

function dividendEvents(inputs: CalendarInputs, calendar: TradingCalendar): CalendarEvent[] {
  const mine = new Map(
    (inputs.instruments ?? []).map((one) => [`${one.exchange}:${one.symbol}`, one]),
  );
  return (inputs.dividends ?? []).flatMap((dividend) => {
    const stock = mine.get(`${dividend.exchange}:${dividend.symbol}`);
    if (!stock || dividend.exDate < inputs.from || dividend.exDate > inputs.to) return [];
    const recordDate = recordDateOf(dividend.exDate, calendar);
    const sameDay = recordDate === dividend.exDate;
    const holding =
      stock.quantity > 0
        ? ` You hold ${plural(stock.quantity, 'share')}: ${formatRupees(stock.quantity * dividend.amountPaise)} before TDS.`
        : ' On your watchlist.';
    return [
      allDay(
        {
          id: `dividend:${dividend.exchange}:${dividend.symbol}:${dividend.exDate}`,
          kind: 'dividend',
          title: `${dividend.symbol} dividend ${formatRupees(dividend.amountPaise)} a share`,
          date: dividend.exDate,
          detail:
            (sameDay
              ? 'Ex-date and record date (the same day under T+1 settlement): shares bought before it get the dividend.'
              : `Ex-date; record date ${formatIsoDate(recordDate)} (T+2 settlement then).`) +
            holding,
          link: stockLink(dividend.exchange, dividend.symbol),
        },
        undefined,
      ),
    ];
  });
}

function resultsEvents(inputs: CalendarInputs): CalendarEvent[] {
  const stocks = inputs.instruments ?? [];
  if (stocks.length === 0) return [];
  return resultsDeadlinesBetween(inputs.from, inputs.to).flatMap((deadline) =>
    stocks.map((stock) =>
      allDay(
        {
          id: `results:${stock.exchange}:${stock.symbol}:${deadline.quarterEnd}`,
          kind: 'results',
          title: `${stock.symbol} results due by`,
          date: deadline.dueBy,
          detail:
            `${deadline.annual ? 'Audited yearly results with the ' : 'Results of the '}` +
            `${QUARTER_NAMES[deadline.quarterEnd.slice(5)]} ${deadline.quarterEnd.slice(0, 4)} quarter: ` +
            `the latest day SEBI LODR Reg. 33 allows (${deadline.annual ? '60' : '45'} days after the ` +
            `${deadline.annual ? 'year' : 'quarter'} ends). The company announces the actual date.`,
          link: stockLink(stock.exchange, stock.symbol),
        },
        undefined,
      ),
    ),
  );
}

function sipEvents(inputs: CalendarInputs, calendar: TradingCalendar): CalendarEvent[] {
  return (inputs.sips ?? []).flatMap((sip) => {
    const taken = new Set(sip.takenMonths ?? []);
    return sipDates(sip, inputs.from, inputs.to, calendar).map(({ month, dueOn }) => {
      const moved = dueOn.slice(8, 10) !== String(sip.day).padStart(2, '0');
      return allDay(
        {
          id: `sip:${sip.basketId}:${month}`,
          kind: 'sip',
          title: `${whose(inputs.viewer, sip.investorName)}SIP ${formatRupees(sip.amountPaise)} into ${sip.basketName}`,
          date: dueOn,
          detail:
            `Monthly on day ${sip.day}` +
            (moved
              ? `; moved to the next trading day (the exchange is shut on day ${sip.day}).`
              : '.') +
            (sip.goalName ? ` For the goal ${sip.goalName}.` : '') +
            (taken.has(month) ? ' Taken.' : ''),
          link:
            inputs.viewer === 'investor'
              ? `/investor/basketssummary?basketId=${encodeURIComponent(sip.basketId)}`
              : clientLink(sip.investorSub),
        },
        sip.investorSub,
      );
    });
  });
}

/** A goal's reviews: every review period from the day it was set, and its target date. */
export function goalReviewDates(
  goal: Pick<GoalInput, 'createdOn' | 'targetDate'>,
  periodMonths: number,
  from: Day,
  to: Day,
): { date: Day; target: boolean }[] {
  const dates: { date: Day; target: boolean }[] = [];
  const anchor = Number(goal.createdOn.slice(8, 10));
  for (let step = 1; ; step += 1) {
    const date = addMonths(goal.createdOn, step * periodMonths, anchor);
    if (date >= goal.targetDate || date > to) break;
    if (date >= from) dates.push({ date, target: false });
  }
  if (goal.targetDate >= from && goal.targetDate <= to) {
    dates.push({ date: goal.targetDate, target: true });
  }
  return dates;
}

function goalEvents(inputs: CalendarInputs): CalendarEvent[] {
  return (inputs.goals ?? []).flatMap((goal) =>
    goalReviewDates(goal, inputs.reviewPeriodMonths, inputs.from, inputs.to).map(
      ({ date, target }) =>
        allDay(
          {
            id: `goal-review:${goal.goalId}:${date}`,
            kind: 'goal_review',
            title: `${whose(inputs.viewer, goal.investorName)}${target ? 'Target date of' : 'Review'} the goal ${goal.name}`,
            date,
            detail: target
              ? 'The day the money is needed: check it is there, and move it to safety if not yet.'
              : `A review every ${plural(inputs.reviewPeriodMonths, 'month')} from ${formatIsoDate(goal.createdOn)}: is it on track, and does the SIP still fit?`,
            link:
              inputs.viewer === 'investor'
                ? `/investor/updategoal?goalId=${encodeURIComponent(goal.goalId)}`
                : clientLink(goal.investorSub),
          },
          goal.investorSub,
        ),
    ),
  );
}

/** When the latest risk profile is due again: the review period after it was taken. */
export const riskProfileRenewalDate = (takenOn: Day, periodMonths: number): Day =>
  addMonths(takenOn, periodMonths);

function riskProfileEvents(inputs: CalendarInputs): CalendarEvent[] {
  return (inputs.riskProfiles ?? []).flatMap((profile) => {
    const due = riskProfileRenewalDate(profile.takenOn, inputs.reviewPeriodMonths);
    if (due < inputs.from || due > inputs.to) return [];
    return [
      allDay(
        {
          id: `risk-profile:${profile.investorSub ?? 'own'}:${due}`,
          kind: 'risk_profile_renewal',
          title: `${whose(inputs.viewer, profile.investorName)}Risk profile renewal due`,
          date: due,
          detail: `Taken on ${formatIsoDate(profile.takenOn)}; reviewed every ${plural(inputs.reviewPeriodMonths, 'month')}, so advice stays suitable.`,
          link: inputs.viewer === 'investor' ? '/riskprofile' : clientLink(profile.investorSub),
        },
        profile.investorSub,
      ),
    ];
  });
}

function premiumEvents(inputs: CalendarInputs): CalendarEvent[] {
  return (inputs.policies ?? []).flatMap((policy) =>
    premiumDates(policy, inputs.from, inputs.to).map((date) =>
      allDay(
        {
          id: `premium:${policy.policyId}:${date}`,
          kind: 'insurance_premium',
          title: `${whose(inputs.viewer, policy.investorName)}${POLICY_LABELS[policy.kind] ?? 'Insurance'} premium ${formatRupees(policy.premiumPaise)}`,
          date,
          detail:
            `${policy.insurer}, ${policy.frequency === 'single' ? 'single premium' : `paid ${policy.frequency.replace('_', '-')}`}` +
            (policy.renewalDate === date ? ': the renewal date on the policy.' : '.'),
          link:
            inputs.viewer === 'investor' ? '/investor/insurance' : clientLink(policy.investorSub),
        },
        policy.investorSub,
      ),
    ),
  );
}

/** What a proposed time says: which it is, and who answers next. */
function proposalText(meeting: MeetingInput, viewer: Viewer): string | null {
  const { proposal } = meeting;
  if (!proposal) return null;
  const which =
    proposal.count === 1
      ? 'The time proposed'
      : `Time ${proposal.index + 1} of ${proposal.count} proposed`;
  const other = meeting.withName ?? (viewer === 'investor' ? 'your adviser' : 'your client');
  return proposal.proposedBy === viewer
    ? `${which}: not on until ${other} accepts one.`
    : `${which}: accept it, or suggest other times.`;
}

function meetingEvents(inputs: CalendarInputs): CalendarEvent[] {
  return (inputs.meetings ?? []).flatMap((meeting) => {
    const date = istDay(meeting.start);
    if (date < inputs.from || date > inputs.to) return [];
    const end = new Date(meeting.start.getTime() + meeting.durationMinutes * 60_000);
    const where = [meeting.location ? `Where: ${meeting.location}` : null, meeting.note]
      .filter(Boolean)
      .join('. ');
    const details = [proposalText(meeting, inputs.viewer), where].filter(Boolean).join(' ');
    const title = `${meeting.title}${meeting.withName ? ` with ${meeting.withName}` : ''}`;
    return [
      {
        id: meeting.proposal
          ? `meeting:${meeting.meetingId}:proposed:${istIso(meeting.start)}`
          : `meeting:${meeting.meetingId}`,
        kind: 'meeting' as const,
        title: meeting.proposal ? `Proposed: ${title}` : title,
        date,
        start: istIso(meeting.start),
        end: istIso(end),
        allDay: false,
        ...(meeting.proposal && { tentative: true }),
        detail: details || null,
        link: inputs.viewer === 'investor' ? '/investor/calendar' : '/advisor/calendar',
        ...(meeting.investorSub !== undefined && { investorSub: meeting.investorSub }),
      },
    ];
  });
}

function holidayEvents(inputs: CalendarInputs): CalendarEvent[] {
  return [...new Set(inputs.holidays)]
    .filter((day) => day >= inputs.from && day <= inputs.to)
    .filter((day) => {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      return weekday !== 0 && weekday !== 6;
    })
    .map((day) =>
      allDay(
        {
          id: `holiday:${day}`,
          kind: 'holiday',
          title: 'NSE holiday: market closed',
          date: day,
          detail: 'No trading or settlement on the exchange today.',
          link: null,
        },
        undefined,
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// The adviser's CRM (issue 17): leads' follow-up days, open tasks, contacts' important dates.

export interface FollowUpInput {
  leadId: string;
  name: string;
  /** The lead's next follow-up day. */
  date: Day;
}

export interface TaskInput {
  taskId: string;
  title: string;
  dueAt: Date;
  /** The lead's or contact's name the task is about. */
  about: string | null;
  /** Where it is dealt with (the lead or the contact on the CRM's screens). */
  link: string;
}

export interface ContactDateInput {
  contactId: string;
  name: string;
  kind: 'birthday' | 'anniversary' | 'policy_renewal' | 'other';
  /** The date as given (a birthday's birth date); it comes back every year. */
  date: Day;
  label: string | null;
  /** When the contact is a client. */
  investorSub?: string;
}

const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/**
 * The days from `from` to `to` on which a yearly date comes back: every year on its month and
 * day, from the date itself on (29 February: the 28th in other years).
 */
export function yearlyDates(date: Day, from: Day, to: Day): { date: Day; years: number }[] {
  const first = Number(date.slice(0, 4));
  const found: { date: Day; years: number }[] = [];
  for (
    let year = Math.max(first, Number(from.slice(0, 4)));
    year <= Number(to.slice(0, 4));
    year += 1
  ) {
    const day = addMonths(date, (year - first) * 12);
    if (day >= from && day <= to && day >= date) found.push({ date: day, years: year - first });
  }
  return found;
}

const DATE_WORDS: Record<ContactDateInput['kind'], string> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  policy_renewal: 'Policy renewal',
  other: 'Important date',
};

function crmEvents(inputs: CalendarInputs): CalendarEvent[] {
  const leadLink = (id: string) => `/advisor/crm/lead?lead=${encodeURIComponent(id)}`;
  const followUps = (inputs.followUps ?? [])
    .filter((lead) => lead.date >= inputs.from && lead.date <= inputs.to)
    .map((lead) =>
      allDay(
        {
          id: `crm-follow-up:${lead.leadId}:${lead.date}`,
          kind: 'crm_follow_up',
          title: `Follow up with ${lead.name}`,
          date: lead.date,
          detail: 'The follow-up day set on the lead: get in touch and set the next one.',
          link: leadLink(lead.leadId),
        },
        undefined,
      ),
    );
  const tasks = (inputs.tasks ?? []).flatMap((task) => {
    const date = istDay(task.dueAt);
    if (date < inputs.from || date > inputs.to) return [];
    return [
      allDay(
        {
          id: `crm-task:${task.taskId}`,
          kind: 'crm_task',
          title: `Task: ${task.title}`,
          date,
          detail:
            `Due at ${timeOfDay.format(task.dueAt)} IST` +
            (task.about ? `, about ${task.about}.` : '.'),
          link: task.link,
        },
        undefined,
      ),
    ];
  });
  const dates = (inputs.contactDates ?? []).flatMap((entry) =>
    yearlyDates(entry.date, inputs.from, inputs.to).map(({ date, years }) => {
      const what = entry.label ?? DATE_WORDS[entry.kind];
      const counted =
        (entry.kind === 'birthday' || entry.kind === 'anniversary') && years > 0
          ? ` (${entry.kind === 'birthday' ? `turns ${years}` : plural(years, 'year')})`
          : '';
      return allDay(
        {
          id: `crm-date:${entry.contactId}:${entry.kind}:${date}`,
          kind: 'crm_date',
          title: `${entry.name}: ${what}${counted}`,
          date,
          detail:
            entry.kind === 'policy_renewal'
              ? `Every year from ${formatIsoDate(entry.date)}: check the cover and the premium.`
              : `Every year on this day (from ${formatIsoDate(entry.date)}).`,
          link: `/advisor/crm/contact?contact=${encodeURIComponent(entry.contactId)}`,
        },
        entry.investorSub,
      );
    }),
  );
  return [...followUps, ...tasks, ...dates];
}

/** Events in date order (then time, then kind, then title), from `from` to `to` (both in). */
export function calendarEvents(inputs: CalendarInputs): CalendarEvent[] {
  const calendar = tradingCalendar(inputs.holidays);
  const events = [
    ...holidayEvents(inputs),
    ...meetingEvents(inputs),
    ...premiumEvents(inputs),
    ...sipEvents(inputs, calendar),
    ...dividendEvents(inputs, calendar),
    ...resultsEvents(inputs),
    ...goalEvents(inputs),
    ...riskProfileEvents(inputs),
    ...crmEvents(inputs),
  ];
  return events.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.start ?? '').localeCompare(b.start ?? '') ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.title.localeCompare(b.title) ||
      a.id.localeCompare(b.id),
  );
}
