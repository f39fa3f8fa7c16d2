import type { CalendarEventKind } from './contract';

// Each kind of event has a colour, an icon and its name in words: colour is never the only
// signal (WCAG 1.4.1), the icon and the label say the same thing.

export interface KindStyle {
  /** A Chakra colour palette. */
  palette: 'green' | 'blue' | 'purple' | 'teal' | 'orange' | 'pink' | 'cyan' | 'gray';
  /** A one-word tag shown in tight cells ("Div", "SIP"). */
  short: string;
}

export const KIND_STYLES: Record<CalendarEventKind, KindStyle> = {
  dividend: { palette: 'green', short: 'Dividend' },
  results: { palette: 'blue', short: 'Results' },
  sip: { palette: 'purple', short: 'SIP' },
  goal_review: { palette: 'teal', short: 'Goal' },
  risk_profile_renewal: { palette: 'orange', short: 'Risk' },
  insurance_premium: { palette: 'pink', short: 'Premium' },
  meeting: { palette: 'cyan', short: 'Meeting' },
  holiday: { palette: 'gray', short: 'Holiday' },
  crm_follow_up: { palette: 'orange', short: 'Follow-up' },
  crm_task: { palette: 'blue', short: 'Task' },
  crm_date: { palette: 'pink', short: 'Date' },
};

/** The kinds each side's calendar can hold (the legend lists these). */
export const KINDS_BY_VIEWER: Record<'investor' | 'advisor', readonly CalendarEventKind[]> = {
  investor: [
    'dividend',
    'results',
    'sip',
    'goal_review',
    'risk_profile_renewal',
    'insurance_premium',
    'meeting',
    'holiday',
  ],
  advisor: [
    'meeting',
    'crm_follow_up',
    'crm_task',
    'crm_date',
    'goal_review',
    'risk_profile_renewal',
    'insurance_premium',
    'holiday',
  ],
};
