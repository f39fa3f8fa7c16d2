import { looksLikeFullAadhaar } from './kyc-checks';
import {
  KYC_FIELDS,
  kycDetailsSchema,
  kycDraftSchema,
  type KycDetails,
  type KycDraft,
  type KycField,
} from './kyc-rules';

// The KYC form's state and its conversions: what the inputs hold (text, and one checkbox), the
// draft kept while typing, the body sent on submit, and the errors shown beside each field.

export type TextField = Exclude<KycField, 'confirmed'>;
export type KycValues = Record<TextField, string> & { confirmed: boolean };
export type KycErrors = Partial<Record<KycField, string>>;

export const TEXT_FIELDS = KYC_FIELDS.filter((field): field is TextField => field !== 'confirmed');

export const emptyValues = (): KycValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>),
  confirmed: false,
});

/** Fields typed in capitals whatever the keyboard does (PAN, IFSC). */
const UPPER = new Set<KycField>(['pan', 'ifsc']);
/** Fields of digits only: anything else typed is dropped as it is typed. */
const DIGITS = new Set<KycField>([
  'aadhaarLast4',
  'mobile',
  'pinCode',
  'accountNumber',
  'accountNumberConfirm',
]);

/** What an input keeps of what was typed. */
export function typed(field: TextField, text: string): string {
  if (UPPER.has(field)) return text.toUpperCase().replace(/\s/g, '');
  if (DIGITS.has(field)) return text.replace(/\D/g, '');
  return text;
}

export function valuesFromDraft(draft: KycDraft | null | undefined): KycValues {
  const values = emptyValues();
  if (!draft) return values;
  for (const field of TEXT_FIELDS) {
    const value = draft[field];
    if (typeof value === 'string') values[field] = value;
  }
  values.confirmed = draft.confirmed === true;
  return values;
}

/**
 * The draft to keep: the fields filled in, except any that the draft schema would refuse (a
 * full Aadhaar number typed by mistake is never kept, not even on this device).
 */
export function draftOf(values: KycValues): KycDraft {
  const draft: Record<string, string | boolean> = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    if (value === '') continue;
    const alone = kycDraftSchema.safeParse({ [field]: value });
    if (alone.success && !(field === 'aadhaarLast4' && looksLikeFullAadhaar(value))) {
      draft[field] = value;
    }
  }
  if (values.confirmed) draft.confirmed = true;
  return draft;
}

/** The submit body: text trimmed (inner runs of blanks made one), the optional second address line left out when empty. */
export function detailsOf(values: KycValues): Record<string, unknown> {
  const body: Record<string, unknown> = { confirmed: values.confirmed };
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim().replace(/\s+/g, ' ');
    if (field === 'addressLine2' && value === '') continue;
    body[field] = value;
  }
  return body;
}

/** Every field's first problem under the shared rules; none when the details can be sent. */
export function kycErrorsOf(values: KycValues): {
  errors: KycErrors;
  details: KycDetails | null;
} {
  const parsed = kycDetailsSchema.safeParse(detailsOf(values));
  if (parsed.success) return { errors: {}, details: parsed.data };
  const errors: KycErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) errors[field as KycField] ??= issue.message;
  }
  return { errors, details: null };
}

/** A saved draft with its time (ms since the epoch), local or from the server. */
export interface TimedDraft {
  draft: KycDraft;
  savedAt: number;
}

/** On load the newer of the device's and the server's draft wins (offline typing is newer). */
export function newerDraft(local: TimedDraft | null, server: TimedDraft | null): TimedDraft | null {
  if (!local) return server;
  if (!server) return local;
  return local.savedAt > server.savedAt ? local : server;
}
