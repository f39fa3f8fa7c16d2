import { rupeesTextToPaise } from '@/ui/format-money';
import { formatPhone } from '@/ui/format-phone';
import {
  AMOUNT_MAX,
  type Lead,
  type LeadCreate,
  type LeadSource,
  type LeadUpdate,
} from './contract';

// The lead dialog's text <-> the contract's shapes. Expected assets are typed in rupees and sent
// in paise; the phone is sent as typed (the server normalises it and says when it is not a
// possible number).

export interface LeadFormState {
  name: string;
  email: string;
  phone: string;
  source: LeadSource;
  expectedAssets: string;
  nextFollowUp: string;
  notes: string;
}

export type LeadFormErrors = Partial<Record<keyof LeadFormState, string>>;

export const newLeadForm = (): LeadFormState => ({
  name: '',
  email: '',
  phone: '',
  source: 'referral',
  expectedAssets: '',
  nextFollowUp: '',
  notes: '',
});

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export const leadToForm = (lead: Lead): LeadFormState => ({
  name: lead.name,
  email: lead.email ?? '',
  phone: lead.phone ? formatPhone(lead.phone) : '',
  source: lead.source,
  expectedAssets: lead.expectedAssets === null ? '' : grouped.format(lead.expectedAssets / 100),
  nextFollowUp: lead.nextFollowUp ?? '',
  notes: lead.notes ?? '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

type LeadFields = Omit<LeadCreate, 'leadId' | 'contactId'>;

/** The form read for sending, or the problems to show beside its fields. */
export function readLeadForm(
  form: LeadFormState,
): { body: LeadFields } | { errors: LeadFormErrors } {
  const errors: LeadFormErrors = {};
  if (form.name.trim() === '') errors.name = 'Give the name';
  const email = orNull(form.email);
  if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    errors.email = 'An e-mail address looks like name@example.com';
  }
  const assets = rupeesTextToPaise(form.expectedAssets, 11);
  if (assets !== null && (Number.isNaN(assets) || assets > AMOUNT_MAX)) {
    errors.expectedAssets = 'Give an amount in rupees, up to ₹1,000 crore';
  }
  if (form.nextFollowUp !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(form.nextFollowUp)) {
    errors.nextFollowUp = 'Pick a day';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      name: form.name.trim(),
      email,
      phone: orNull(form.phone),
      source: form.source,
      expectedAssets: assets,
      nextFollowUp: form.nextFollowUp === '' ? null : form.nextFollowUp,
      notes: orNull(form.notes),
    },
  };
}

/** Only what changed, for a PATCH. */
export function changedFields(lead: Lead, body: LeadFields): LeadUpdate {
  const update: LeadUpdate = {};
  for (const key of Object.keys(body) as Array<keyof LeadFields>) {
    if (body[key] !== lead[key]) Object.assign(update, { [key]: body[key] });
  }
  return update;
}

/** The server's field errors placed at the form's fields (unknown ones are left to the alert). */
export function placeLeadErrors(fields: Readonly<Record<string, string>>): LeadFormErrors {
  const errors: LeadFormErrors = {};
  for (const key of Object.keys(newLeadForm()) as Array<keyof LeadFormState>) {
    const message = fields[key];
    if (message) errors[key] = message;
  }
  return errors;
}
