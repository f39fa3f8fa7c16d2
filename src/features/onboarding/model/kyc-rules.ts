import * as z from 'zod/mini';
import { strictError } from '../../../api/schema-errors';
import {
  ACCOUNT_FORMAT,
  AADHAAR_LAST4_FORMAT,
  dateOfBirthProblem,
  FULL_AADHAAR_MESSAGE,
  IFSC_FORMAT,
  looksLikeFullAadhaar,
  MOBILE_FORMAT,
  PAN_FORMAT,
  panProblem,
  PIN_FORMAT,
} from './kyc-checks';
import {
  INCOME_BANDS,
  INDIAN_STATES,
  keysOf,
  NOMINEE_RELATIONSHIPS,
  OCCUPATIONS,
  PEP_STATUSES,
  TAX_RESIDENCIES,
} from './kyc-options';

// THE KYC schema, shared: the form validates with it field by field, and the server
// (server/modules/kyc) validates request bodies with the very same objects, so a rule lives in
// one place. zod/mini, because the app must not load the full zod (ARCHITECTURE.md); no
// transforms, so that what the OpenAPI document allows is exactly what the server accepts.

const noFullAadhaar = z.refine<string>((text) => !looksLikeFullAadhaar(text), {
  message: FULL_AADHAAR_MESSAGE,
});
/**
 * Text must be valid Unicode: a lone UTF-16 surrogate cannot be stored in jsonb (PostgreSQL
 * refuses it), so it is the sender's 400 here rather than a failure in the database.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const wellFormed = z.refine<string>((text) => !LONE_SURROGATE.test(text), {
  message: 'The text contains a character that is not valid',
});

export { strictError };

/** No blank at either end (the form trims before it sends). */
export const TRIMMED = /^\S(?:[\s\S]*\S)?$/;

const freeText = (max: number, required: string) =>
  z
    .string({ error: required })
    .check(
      noFullAadhaar,
      wellFormed,
      z.minLength(1, required),
      z.maxLength(max, `At most ${max} characters`),
      z.regex(TRIMMED, 'Remove the spaces at the start or end'),
    );

const personName = (required: string) =>
  z
    .string({ error: required })
    .check(
      noFullAadhaar,
      wellFormed,
      z.minLength(2, required),
      z.maxLength(100, 'At most 100 characters'),
      z.regex(/^[A-Za-z][A-Za-z .'-]*[A-Za-z.]$/, 'Use letters, spaces, dots and hyphens only'),
    );

const formatted = (format: RegExp, required: string, wrong: string) =>
  z.string({ error: required }).check(z.minLength(1, required), z.regex(format, wrong));

const choice = <T extends Record<string, string>>(choices: T, required: string) =>
  z.enum(keysOf(choices), { error: required });

export const kycFieldsShape = {
  // Identity
  name: personName('Enter your name exactly as on your PAN card'),
  pan: z.string({ error: 'Enter your PAN' }).check(
    z.minLength(1, 'Enter your PAN'),
    z.regex(PAN_FORMAT, 'Enter the PAN as on the card, e.g. ABCPE1234F'),
    // The format's own message comes from the regex; this adds the individual-holder rule.
    z.refine((pan: string) => !PAN_FORMAT.test(pan) || panProblem(pan) === null, {
      error: (issue) => panProblem(String(issue.input)) ?? 'Enter your PAN',
    }),
  ),
  dateOfBirth: z.string({ error: 'Enter your date of birth' }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter your date of birth'),
    z.refine((birth: string) => dateOfBirthProblem(birth) === null, {
      error: (issue) => dateOfBirthProblem(String(issue.input)) ?? 'Enter your date of birth',
    }),
  ),
  aadhaarLast4: z
    .string({ error: 'Enter the last 4 digits of your Aadhaar' })
    .check(
      noFullAadhaar,
      wellFormed,
      z.minLength(1, 'Enter the last 4 digits of your Aadhaar'),
      z.regex(AADHAAR_LAST4_FORMAT, 'Enter only the last 4 digits of your Aadhaar'),
    ),
  // Contact and address
  mobile: formatted(
    MOBILE_FORMAT,
    'Enter your mobile number',
    'Enter a 10-digit Indian mobile number',
  ),
  email: z
    .string({ error: 'Enter your e-mail address' })
    .check(
      z.minLength(1, 'Enter your e-mail address'),
      noFullAadhaar,
      wellFormed,
      z.maxLength(254, 'At most 254 characters'),
      z.email('Enter an e-mail address like name@example.com'),
    ),
  addressLine1: freeText(120, 'Enter your house, building and street'),
  addressLine2: z.optional(
    z
      .string()
      .check(
        noFullAadhaar,
        wellFormed,
        z.maxLength(120, 'At most 120 characters'),
        z.regex(/^(?:\S(?:[\s\S]*\S)?)?$/, 'Remove the spaces at the start or end'),
      ),
  ),
  city: freeText(60, 'Enter your city or town'),
  state: z.enum(INDIAN_STATES, { error: 'Choose your state or union territory' }),
  pinCode: formatted(
    PIN_FORMAT,
    'Enter your PIN code',
    'A PIN code is 6 digits, not starting with 0',
  ),
  // Occupation and income
  occupation: choice(OCCUPATIONS, 'Choose your occupation'),
  incomeBand: choice(INCOME_BANDS, 'Choose your yearly income'),
  // Bank
  ifsc: formatted(IFSC_FORMAT, 'Enter the IFSC of your branch', 'An IFSC looks like SBIN0001234'),
  accountNumber: formatted(ACCOUNT_FORMAT, 'Enter your account number', 'Use 9 to 18 digits'),
  accountNumberConfirm: z.string({ error: 'Type the account number again' }),
  // Nominee
  nomineeName: personName('Enter the nominee’s full name'),
  nomineeRelationship: choice(NOMINEE_RELATIONSHIPS, 'Choose how the nominee is related to you'),
  // Declarations
  politicallyExposed: choice(PEP_STATUSES, 'Tell us whether you are politically exposed'),
  taxResidency: choice(TAX_RESIDENCIES, 'Tell us where you pay tax'),
  confirmed: z.literal(true, { error: 'Confirm that these details are true' }),
};

export type KycField = keyof typeof kycFieldsShape;
export const KYC_FIELDS = Object.keys(kycFieldsShape) as KycField[];

const accountsMatch = z.refine<{ accountNumber: string; accountNumberConfirm: string }>(
  (details) => details.accountNumber === details.accountNumberConfirm,
  {
    message: 'The two account numbers do not match',
    path: ['accountNumberConfirm'],
    // Also when other fields are wrong, so the form shows every problem at once.
    when: ({ value }) => {
      const v = value as Partial<Record<string, unknown>> | undefined;
      return typeof v?.accountNumber === 'string' && typeof v.accountNumberConfirm === 'string';
    },
  },
);

/** What the investor submits (POST /api/investor/kyc/submit). */
export const kycDetailsSchema = z.strictObject(kycFieldsShape, strictError).check(accountsMatch);
export type KycDetails = z.infer<typeof kycDetailsSchema>;

/** Every field, as far as typed; a full Aadhaar number is refused even here. */
const draftText = (max: number) =>
  z.optional(
    z.string().check(z.maxLength(max, `At most ${max} characters`), noFullAadhaar, wellFormed),
  );

const DRAFT_MAX: Record<Exclude<KycField, 'confirmed'>, number> = {
  name: 100,
  pan: 10,
  dateOfBirth: 10,
  aadhaarLast4: 4,
  mobile: 10,
  email: 254,
  addressLine1: 120,
  addressLine2: 120,
  city: 60,
  state: 60,
  pinCode: 6,
  occupation: 20,
  incomeBand: 20,
  ifsc: 11,
  accountNumber: 18,
  accountNumberConfirm: 18,
  nomineeName: 100,
  nomineeRelationship: 20,
  politicallyExposed: 20,
  taxResidency: 20,
};

// A bank account number may be 12 digits long: those two fields are exempt from the Aadhaar
// guard (their own format allows digits only, up to 18).
const ACCOUNT_FIELDS = new Set<string>(['accountNumber', 'accountNumberConfirm']);

const draftShape = Object.fromEntries(
  Object.entries(DRAFT_MAX).map(([field, max]) => [
    field,
    ACCOUNT_FIELDS.has(field)
      ? z.optional(z.string().check(z.maxLength(max, `At most ${max} characters`), wellFormed))
      : draftText(max),
  ]),
) as { [K in keyof typeof DRAFT_MAX]: ReturnType<typeof draftText> };

/** A form half filled in (PUT /api/investor/kyc/draft). */
export const kycDraftSchema = z.strictObject(
  {
    ...draftShape,
    confirmed: z.optional(z.boolean()),
  },
  strictError,
);
export type KycDraft = z.infer<typeof kycDraftSchema>;
