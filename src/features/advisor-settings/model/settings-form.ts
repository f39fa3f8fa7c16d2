import { rupeesTextToPaise } from '../../../ui/format-money';
import { settingsRulesSchema, type AdvisorSettings, type SettingsInput } from './contract';
import type { AdviserNotificationChoices } from './notification-topics';

// The settings form as typed (text), to and from the API's shapes. The form checks with the
// contract's own rules before sending, so the server's 422 is rare; when it comes, its field
// paths (`profile.sebiReg`) are the same keys as these problems.

export interface SettingsForm {
  name: string;
  sebiReg: string;
  sebiValidUntil: string;
  practiceName: string;
  contactEmail: string;
  contactPhone: string;
  officeAddress: string;
  /** Percentage points, e.g. "5" or "2.5". */
  driftBand: string;
  reviewPeriodMonths: string;
  /** Rupees, e.g. "50,000". */
  idleCash: string;
  notifications: AdviserNotificationChoices;
}

/** Problems by the API's field path. */
export type FormProblems = Partial<Record<string, string>>;

const rupeesText = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 });

export function formFromSettings(settings: AdvisorSettings): SettingsForm {
  const { profile, defaults } = settings;
  return {
    name: profile.name ?? '',
    sebiReg: profile.sebiReg ?? '',
    sebiValidUntil: profile.sebiValidUntil ?? '',
    practiceName: profile.practiceName ?? '',
    contactEmail: profile.contactEmail ?? '',
    contactPhone: profile.contactPhone ? displayMobile(profile.contactPhone) : '',
    officeAddress: profile.officeAddress ?? '',
    driftBand: String(defaults.driftBandBp / 100),
    reviewPeriodMonths: String(defaults.reviewPeriodMonths),
    idleCash: rupeesText(defaults.idleCashThresholdPaise),
    notifications: settings.notifications,
  };
}

/**
 * An Indian mobile as typed ("98200 12345", "+91-98200-12345", "09820012345") in E.164
 * (+919820012345); what cannot be one is returned trimmed, for the rule to name.
 */
export function normaliseIndianMobile(text: string): string {
  const digits = text.replace(/[\s\-().]/g, '');
  if (digits === '') return '';
  const national = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(digits);
  return national ? `+91${national[1]}` : text.trim();
}

/** +919820012345 -> "+91 98200 12345". */
export const displayMobile = (e164: string): string => {
  const match = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return match ? `+91 ${match[1]} ${match[2]}` : e164;
};

/** "5" or "2.5" percentage points to basis points; NaN when not a number with ≤ 2 decimals. */
export function pointsTextToBp(text: string): number {
  const cleaned = text.replace(/[%\s]|pp/g, '');
  if (!/^\d{1,3}(\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const wholeNumber = (text: string): number =>
  /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;

/** The PUT body of what was typed (not yet checked against the rules). */
export function requestOf(form: SettingsForm): SettingsInput {
  const idle = rupeesTextToPaise(form.idleCash);
  return {
    profile: {
      name: form.name,
      sebiReg: form.sebiReg,
      sebiValidUntil: form.sebiValidUntil,
      practiceName: form.practiceName,
      contactEmail: form.contactEmail,
      contactPhone: normaliseIndianMobile(form.contactPhone),
      officeAddress: form.officeAddress,
    },
    defaults: {
      driftBandBp: pointsTextToBp(form.driftBand),
      reviewPeriodMonths: wholeNumber(form.reviewPeriodMonths),
      // Empty is zero: "every rupee of cash is idle" is a choice the adviser can make.
      idleCashThresholdPaise: idle ?? 0,
    },
    notifications: form.notifications,
  };
}

const NUMBER_PROBLEM: Record<string, string> = {
  'defaults.driftBandBp': 'Enter percentage points, such as 5 or 2.5',
  'defaults.reviewPeriodMonths': 'Enter a whole number of months',
  'defaults.idleCashThresholdPaise': 'Enter rupees, such as 50,000',
};

/** The form's problems under the contract's rules on `today` (India), by field path. */
export function checkForm(form: SettingsForm, today: string): FormProblems {
  const parsed = settingsRulesSchema(today).safeParse(requestOf(form));
  if (parsed.success) return {};
  const problems: FormProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    // A NaN from the text helpers reads "expected number": say what to type instead.
    const message =
      issue.code === 'invalid_type' ? (NUMBER_PROBLEM[field] ?? issue.message) : issue.message;
    problems[field] ??= message;
  }
  return problems;
}
