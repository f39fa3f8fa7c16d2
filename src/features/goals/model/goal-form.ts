import { DEFAULT_INFLATION_BP } from '../../../domain/goal-assumptions';
import { rupeesTextToPaise } from '../../../ui/format-money';
import {
  GOAL_TYPE_LABELS,
  HORIZON_MAX_YEARS,
  NAME_MAX,
  TARGET_MAX,
  TARGET_MIN,
  type Goal,
  type GoalType,
  type GoalUpdate,
} from './contract';
import { addMonths } from './goal-maths';

// The goal form's state as typed, and what it becomes: the request body (checked here as the
// server checks, so the answer comes before anything is sent) and the live plan's inputs.
// Client-only logic with no React; relative imports so the tests run it as it is.

export type DateMode = 'years' | 'date';

export interface GoalFormState {
  type: GoalType | null;
  name: string;
  /** True once the investor typed a name: choosing another type no longer renames the goal. */
  nameTouched: boolean;
  /** Whole rupees in today's money, grouped the Indian way as typed ("25,00,000"). */
  target: string;
  dateMode: DateMode;
  /** YYYY-MM-DD, when dateMode is 'date'. */
  targetDate: string;
  /** Whole years from today, when dateMode is 'years'. */
  years: string;
  /** Percent a year as typed ("6", "6.5"). */
  inflation: string;
  setAside: string;
  /** Percent a year the SIP grows by; empty for none. */
  stepUp: string;
}

export type GoalField =
  'type' | 'name' | 'target' | 'targetDate' | 'inflation' | 'setAside' | 'stepUp';
export type GoalFormErrors = Partial<Record<GoalField, string>>;

/** The goal's fields without its id and basket, in the contract's units. */
export type GoalFields = Omit<GoalUpdate, 'basketId'>;

/** How far away a goal of each type usually is: the form's first guess, which the investor edits. */
export const SUGGESTED_YEARS: Readonly<Record<GoalType, number>> = {
  retirement: 25,
  education: 15,
  house: 8,
  car: 3,
  emergency: 1,
  wedding: 5,
  custom: 5,
};

const ONE_DECIMAL_BP = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Basis points as the form shows them: 600 -> "6", 650 -> "6.5". */
export const bpToPercentText = (bp: number): string => ONE_DECIMAL_BP.format(bp / 100);

/** Paise as whole rupees grouped the Indian way: 25_00_000_00 -> "25,00,000" (paise dropped). */
export const paiseToRupeesText = (paise: number): string =>
  grouping.format(Math.floor(paise / 100));

export function newGoalForm(type: GoalType | null = null): GoalFormState {
  return {
    type,
    name: type ? GOAL_TYPE_LABELS[type] : '',
    nameTouched: false,
    target: '',
    dateMode: 'years',
    targetDate: '',
    years: type ? String(SUGGESTED_YEARS[type]) : '',
    inflation: bpToPercentText(DEFAULT_INFLATION_BP),
    setAside: '',
    stepUp: '',
  };
}

/** The form filled from a saved goal, to edit it. */
export function goalToForm(goal: Goal): GoalFormState {
  return {
    type: goal.type,
    name: goal.name,
    nameTouched: true,
    target: paiseToRupeesText(goal.targetToday),
    dateMode: 'date',
    targetDate: goal.targetDate,
    years: '',
    inflation: bpToPercentText(goal.inflationBp),
    setAside: goal.setAside > 0 ? paiseToRupeesText(goal.setAside) : '',
    stepUp: goal.stepUpBp > 0 ? bpToPercentText(goal.stepUpBp) : '',
  };
}

/** Another type chosen: the name follows it until the investor types their own, and so do the years. */
export function chooseType(state: GoalFormState, type: GoalType): GoalFormState {
  const previous = state.type;
  const yearsFollow =
    state.years === '' || (previous !== null && state.years === String(SUGGESTED_YEARS[previous]));
  return {
    ...state,
    type,
    name: state.nameTouched ? state.name : GOAL_TYPE_LABELS[type],
    years: yearsFollow ? String(SUGGESTED_YEARS[type]) : state.years,
  };
}

/** The contract's bounds of inflation and step-up (goalFields in contract.ts), basis points. */
export const INFLATION_MAX_BP = 1_500;
export const STEP_UP_MAX_BP = 5_000;

/** Up to ₹1,000 crore: 11 digits of whole rupees. */
const RUPEE_DIGITS_MAX = 11;

/**
 * Rupees as they are typed, grouped the Indian way at once: "2500000" -> "25,00,000". Keeps only
 * digits (whole rupees: a goal in today's money needs no paise), drops leading zeros.
 */
export function groupRupeesTyped(text: string): string {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, RUPEE_DIGITS_MAX);
  return digits === '' ? '' : grouping.format(Number(digits));
}

/**
 * Where the caret goes after regrouping: after the same number of digits it followed before,
 * so typing in the middle of "25,00,000" does not throw the caret to the end.
 */
export function caretAfterGrouping(grouped: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index += 1) {
    if (/\d/.test(grouped[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return grouped.length;
}

/** A percent as typed to basis points: "6" -> 600, "6.5 %" -> 650; null empty, NaN not a percent. */
export function percentTextToBp(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d{1,2}(\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today in India, YYYY-MM-DD (a goal's dates are India dates). */
export const indiaToday = (now: Date = new Date()): string => indiaDay.format(now);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years as typed: "10" -> 10; null when empty, NaN when not 1 to 50. */
export function yearsText(text: string): number | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  if (!/^\d{1,2}$/.test(cleaned)) return Number.NaN;
  const years = Number(cleaned);
  return years >= 1 && years <= HORIZON_MAX_YEARS ? years : Number.NaN;
}

const isDay = (text: string) => {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** The target date the form gives, or an error in words. */
export function targetDateOf(
  state: Pick<GoalFormState, 'dateMode' | 'targetDate' | 'years'>,
  today: string,
): { date: string } | { error: string } {
  if (state.dateMode === 'years') {
    const years = yearsText(state.years);
    if (years === null) return { error: 'Say in how many years you need the money' };
    if (Number.isNaN(years)) return { error: `A goal is 1 to ${HORIZON_MAX_YEARS} years away` };
    return { date: addMonths(today, years * 12) };
  }
  if (state.targetDate === '') return { error: 'Choose the date you need the money' };
  if (!isDay(state.targetDate)) return { error: 'Choose a date, such as 31 March 2035' };
  if (state.targetDate < addMonths(today, 1))
    return { error: 'Choose a date at least a month away' };
  if (state.targetDate > addMonths(today, HORIZON_MAX_YEARS * 12)) {
    return { error: `Choose a date at most ${HORIZON_MAX_YEARS} years away` };
  }
  return { date: state.targetDate };
}

export type PlanNumbers = Pick<
  GoalFields,
  'targetToday' | 'targetDate' | 'inflationBp' | 'setAside' | 'stepUpBp'
>;

/** The figures the plan needs, each checked; errors name the form's fields. */
export function readPlanNumbers(state: GoalFormState, today: string) {
  const errors: GoalFormErrors = {};
  const target = rupeesTextToPaise(state.target);
  if (target === null) errors.target = 'Type what the goal costs in today’s money';
  else if (Number.isNaN(target) || target < TARGET_MIN)
    errors.target = 'The target is at least ₹1,000';
  else if (target > TARGET_MAX) errors.target = 'The target is at most ₹1,000 crore';

  const date = targetDateOf(state, today);
  if ('error' in date) errors.targetDate = date.error;

  const inflation = percentTextToBp(state.inflation);
  if (inflation === null || Number.isNaN(inflation)) {
    errors.inflation = 'Type inflation in percent a year, such as 6';
  } else if (inflation > INFLATION_MAX_BP) {
    errors.inflation = `Inflation is at most ${INFLATION_MAX_BP / 100} % a year`;
  }

  const setAside = rupeesTextToPaise(state.setAside) ?? 0;
  if (Number.isNaN(setAside)) errors.setAside = 'Type an amount in rupees, such as 50,000';
  else if (setAside > TARGET_MAX) errors.setAside = 'Money set aside is at most ₹1,000 crore';

  const stepUp = percentTextToBp(state.stepUp) ?? 0;
  if (Number.isNaN(stepUp)) errors.stepUp = 'Type the step-up in percent a year, such as 10';
  else if (stepUp > STEP_UP_MAX_BP) {
    errors.stepUp = `The step-up is at most ${STEP_UP_MAX_BP / 100} % a year`;
  }

  const numbers: PlanNumbers | null =
    Object.keys(errors).length === 0 && target !== null && 'date' in date && inflation !== null
      ? {
          targetToday: target,
          targetDate: date.date,
          inflationBp: inflation,
          setAside,
          stepUpBp: stepUp,
        }
      : null;
  return { numbers, errors };
}

export type FormReading = { ok: true; fields: GoalFields } | { ok: false; errors: GoalFormErrors };

/** The whole form checked: the goal's fields, or every problem at its field. */
export function readGoalForm(state: GoalFormState, today: string): FormReading {
  const { numbers, errors } = readPlanNumbers(state, today);
  if (state.type === null) errors.type = 'Choose what the goal is for';
  const name = state.name.trim();
  if (name === '') errors.name = 'Give the goal a name';
  else if (name.length > NAME_MAX) errors.name = `A goal’s name is at most ${NAME_MAX} characters`;
  if (Object.keys(errors).length > 0 || numbers === null || state.type === null) {
    return { ok: false, errors };
  }
  return { ok: true, fields: { type: state.type, name, ...numbers } };
}
