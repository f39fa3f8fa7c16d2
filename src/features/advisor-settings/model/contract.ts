import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import {
  ADVISER_CHANNELS,
  ADVISER_TOPICS,
  type AdviserNotificationChoices,
} from './notification-topics';

/**
 * The adviser's practice settings API (issue 15, Deliver 6), shared by the server (which
 * validates and documents with it, server/modules/advisor-settings) and the client (which parses
 * its answers and checks a form before sending with it). Adviser only.
 *
 * - GET /api/advisor/settings: profile, defaults, notification choices, whether an admin.
 * - PUT /api/advisor/settings: the whole set. A body of the wrong shape is a 400; values that
 *   break a rule below (format, range, a lapsed date) are a 422 naming each field.
 * - GET and PUT /api/advisor/maintenance: admin advisers only (403 `not_admin` otherwise).
 */

/** SEBI investment adviser registration: "INA" and nine digits (INA000012345). */
export const SEBI_REG = /^INA\d{9}$/;
/** An Indian mobile number in E.164: +91 and ten digits starting 6 to 9. */
export const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;
export const NAME_MAX = 80;
export const PRACTICE_NAME_MAX = 120;
export const ADDRESS_MAX = 400;
/** The same range as a model portfolio's band (model_versions.drift_band_bp): ±1 to ±25 pp. */
export const DRIFT_BAND_MIN_BP = 100;
export const DRIFT_BAND_MAX_BP = 2500;
export const REVIEW_MIN_MONTHS = 1;
export const REVIEW_MAX_MONTHS = 36;
/** ₹1,000 crore: a guard against a slip of the keyboard, far above any real threshold. */
export const IDLE_CASH_MAX_PAISE = 1_000_00_00_000_00;
/** A validity date this far ahead at most (SEBI renewals are years, not decades). */
export const VALIDITY_MAX_YEARS = 20;
/** Within this many days of its validity date the screen says "renew soon". */
export const RENEW_WARNING_DAYS = 90;

export const DEFAULT_PRACTICE = {
  driftBandBp: 500,
  reviewPeriodMonths: 12,
  idleCashThresholdPaise: 50_000_00,
} as const;

const indiaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in India, YYYY-MM-DD: what "not in the past" is measured against. */
export const indiaToday = (now: Date = new Date()): string => indiaDay.format(now);

/** Days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Where the registration stands on `today`, for the screen's reminder. */
export function registrationStatus(
  validUntil: string | null,
  today: string,
): 'no-date' | 'valid' | 'renew-soon' | 'lapsed' {
  if (validUntil === null) return 'no-date';
  const left = daysBetween(today, validUntil);
  if (left < 0) return 'lapsed';
  return left <= RENEW_WARNING_DAYS ? 'renew-soon' : 'valid';
}

/** A real calendar day (2026-02-30 is not). */
export function isRealDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const day = z.iso.date();
const instant = z.iso.datetime({ offset: true });

const channelChoices = z.strictObject(
  Object.fromEntries(ADVISER_CHANNELS.map((channel) => [channel, z.boolean()])) as Record<
    (typeof ADVISER_CHANNELS)[number],
    z.ZodMiniBoolean
  >,
  strictError,
);

/** Every topic with every channel: the client always sends the whole set it shows. */
export const adviserChoicesSchema: z.ZodMiniType<AdviserNotificationChoices> = z.strictObject(
  Object.fromEntries(ADVISER_TOPICS.map((topic) => [topic, channelChoices])) as Record<
    (typeof ADVISER_TOPICS)[number],
    typeof channelChoices
  >,
  strictError,
);

const text = z.string();
const optionalText = z.nullable(z.string());

/** The PUT body's shape: the framework answers 400 when it does not fit. */
export const settingsShapeSchema = z.strictObject(
  {
    profile: z.strictObject(
      {
        name: text,
        sebiReg: text,
        sebiValidUntil: optionalText,
        practiceName: optionalText,
        contactEmail: optionalText,
        contactPhone: optionalText,
        officeAddress: optionalText,
      },
      strictError,
    ),
    defaults: z.strictObject(
      { driftBandBp: z.int(), reviewPeriodMonths: z.int(), idleCashThresholdPaise: z.int() },
      strictError,
    ),
    notifications: adviserChoicesSchema,
  },
  strictError,
);
export type SettingsInput = z.infer<typeof settingsShapeSchema>;

/** Empty or blank text is "not given". */
const blankToNull = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const nullableText = (max: number, message: string) =>
  z.pipe(
    z.pipe(optionalText, z.transform(blankToNull)),
    z.nullable(z.string().check(z.maxLength(max, message))),
  );

/**
 * The rules a PUT must meet, by field; the same on the device (before sending) and on the
 * server (422 with each failure named). `today` is India's date: the validity date may not be
 * before it.
 */
export const settingsRulesSchema = (today: string) =>
  z.object({
    profile: z.object({
      name: z.string().check(
        z.trim(),
        z.minLength(1, 'Enter your name as clients should see it'),
        z.maxLength(NAME_MAX, `At most ${NAME_MAX} characters`),
        z.refine((name) => !/[<>{}]/.test(name), 'Use letters, spaces and simple punctuation'),
      ),
      sebiReg: z
        .string()
        .check(
          z.trim(),
          z.toUpperCase(),
          z.regex(SEBI_REG, 'A SEBI adviser registration is INA and nine digits: INA000012345'),
        ),
      sebiValidUntil: z.pipe(
        z.pipe(optionalText, z.transform(blankToNull)),
        z.nullable(
          z.string().check(
            z.refine(isRealDay, 'Enter a real date (day, month and year)'),
            z.refine(
              (date) => !isRealDay(date) || date >= today,
              'This date has passed: a lapsed registration cannot be saved as current. Renew it with SEBI first, or leave the date empty.',
            ),
            z.refine(
              (date) => !isRealDay(date) || date <= addYears(today, VALIDITY_MAX_YEARS),
              `At most ${VALIDITY_MAX_YEARS} years ahead`,
            ),
          ),
        ),
      ),
      practiceName: nullableText(PRACTICE_NAME_MAX, `At most ${PRACTICE_NAME_MAX} characters`),
      contactEmail: z.pipe(
        z.pipe(optionalText, z.transform(blankToNull)),
        z.nullable(z.email('Enter an e-mail address such as office@example.com')),
      ),
      contactPhone: z.pipe(
        z.pipe(optionalText, z.transform(blankToNull)),
        z.nullable(
          z
            .string()
            .check(
              z.regex(
                INDIAN_MOBILE,
                'Enter an Indian mobile number: +91 and ten digits starting with 6, 7, 8 or 9',
              ),
            ),
        ),
      ),
      officeAddress: nullableText(ADDRESS_MAX, `At most ${ADDRESS_MAX} characters`),
    }),
    defaults: z.object({
      driftBandBp: z
        .int()
        .check(
          z.gte(DRIFT_BAND_MIN_BP, 'At least ±1 percentage point'),
          z.lte(DRIFT_BAND_MAX_BP, 'At most ±25 percentage points'),
        ),
      reviewPeriodMonths: z
        .int()
        .check(
          z.gte(REVIEW_MIN_MONTHS, 'At least 1 month'),
          z.lte(REVIEW_MAX_MONTHS, 'At most 36 months (three years)'),
        ),
      idleCashThresholdPaise: z
        .int()
        .check(z.gte(0, 'Zero or more'), z.lte(IDLE_CASH_MAX_PAISE, 'At most ₹1,000 crore')),
    }),
    notifications: adviserChoicesSchema,
  });
export type SettingsValues = z.output<ReturnType<typeof settingsRulesSchema>>;

/** YYYY-MM-DD plus whole years (29 February to 28 February). */
export function addYears(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const month = date.getUTCMonth();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  if (date.getUTCMonth() !== month) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

export const advisorSettingsSchema = z.object({
  profile: z.object({
    name: z.nullable(z.string()),
    sebiReg: z.nullable(z.string()),
    sebiValidUntil: z.nullable(day),
    practiceName: z.nullable(z.string()),
    contactEmail: z.nullable(z.string()),
    contactPhone: z.nullable(z.string()),
    officeAddress: z.nullable(z.string()),
  }),
  defaults: z.object({
    driftBandBp: z.int(),
    reviewPeriodMonths: z.int(),
    idleCashThresholdPaise: z.int(),
  }),
  notifications: adviserChoicesSchema,
  /** `lapsed`: the validity date has passed; `renew-soon`: within RENEW_WARNING_DAYS. */
  registration: z.enum(['no-date', 'valid', 'renew-soon', 'lapsed']),
  isAdmin: z.boolean(),
  updatedAt: z.nullable(instant),
});
export type AdvisorSettings = z.infer<typeof advisorSettingsSchema>;

/** What the adviser types to switch maintenance mode on or off. */
export const MAINTENANCE_PHRASE = 'MAINTENANCE';
/** The longest automatic end: a week. */
export const MAINTENANCE_MAX_HOURS = 24 * 7;

export const maintenanceRequestSchema = z.strictObject(
  {
    on: z.boolean({ error: 'Say whether maintenance mode should be on or off' }),
    confirm: z.literal(MAINTENANCE_PHRASE, {
      error: `Type ${MAINTENANCE_PHRASE} to confirm`,
    }),
    /** Switched off automatically at this time (on only); none: until switched off. */
    until: z.optional(z.nullable(instant)),
  },
  strictError,
);
export type MaintenanceRequest = z.infer<typeof maintenanceRequestSchema>;

export const maintenanceStateSchema = z.object({
  on: z.boolean(),
  /** When it switches itself off; null when it stays on until switched off. */
  until: z.nullable(instant),
  /** The command that switches it off from the machine that runs the server. */
  offCommand: z.string(),
});
export type MaintenanceState = z.infer<typeof maintenanceStateSchema>;
