import {
  DATES_MAX,
  IMPORTANT_DATE_KINDS,
  NAME_MAX,
  NOTES_MAX,
  TAG_MAX,
  TAGS_MAX,
  type Contact,
  type ContactCreate,
  type ImportantDateKind,
} from './contract';

// The contact dialog's text and the body it sends (issue 17). The rules the screen can check
// are checked here before sending, in the same words as the server's; the server checks them
// again with the ones only it can (the phone number's country rules, whose family it is). Its
// field errors come back under dotted paths (`importantDates.1.date`), shown at their field.

/** A contact's role in its household (the families feature's roles, as the contract has them). */
export type HouseholdRole = NonNullable<Contact['householdRole']>;
export const HOUSEHOLD_ROLE_LABELS: Record<HouseholdRole, string> = {
  head: 'Head',
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
  other: 'Other',
};
export const HOUSEHOLD_ROLES = Object.keys(HOUSEHOLD_ROLE_LABELS) as HouseholdRole[];

export interface DateText {
  kind: ImportantDateKind;
  /** YYYY-MM-DD from a date input; empty when not picked yet. */
  date: string;
  label: string;
}

export interface ContactFormText {
  name: string;
  email: string;
  phone: string;
  tags: string[];
  importantDates: DateText[];
  /** '' = no household. */
  familyId: string;
  householdRole: HouseholdRole | '';
  notes: string;
}

export type ContactBody = Omit<ContactCreate, 'contactId'>;

export const emptyContactForm = (): ContactFormText => ({
  name: '',
  email: '',
  phone: '',
  tags: [],
  importantDates: [],
  familyId: '',
  householdRole: '',
  notes: '',
});

export const contactFormOf = (contact: Contact): ContactFormText => ({
  name: contact.name,
  email: contact.email ?? '',
  phone: contact.phone ?? '',
  tags: [...contact.tags],
  importantDates: contact.importantDates.map(({ kind, date, label }) => ({
    kind,
    date,
    label: label ?? '',
  })),
  familyId: contact.familyId ?? '',
  householdRole: contact.householdRole ?? '',
  notes: contact.notes ?? '',
});

/**
 * Tags typed into the chip box ("hni, Pune; golfer") added to the ones there: split on , or ;,
 * trimmed, each once whatever its case (the first spelling stays).
 */
export function addTags(tags: readonly string[], typed: string): string[] {
  const out = [...tags];
  const seen = new Set(tags.map((tag) => tag.toLowerCase()));
  for (const part of typed.split(/[,;]/)) {
    const tag = part.trim().slice(0, TAG_MAX);
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The body to send, or the errors by field (`name`, `email`, `importantDates.0.date`…). */
export function checkContactForm(
  form: ContactFormText,
): { body: ContactBody } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'Give the name';
  else if (name.length > NAME_MAX) errors.name = `The name is at most ${NAME_MAX} characters`;
  const email = orNull(form.email);
  if (email !== null && !EMAIL.test(email)) {
    errors.email = 'An e-mail address looks like name@example.com';
  }
  const phone = orNull(form.phone);
  if (phone !== null && !/\d/.test(phone)) errors.phone = 'A phone number has digits';
  if (form.tags.length > TAGS_MAX) errors.tags = `At most ${TAGS_MAX} tags`;
  if (form.importantDates.length > DATES_MAX) {
    errors.importantDates = `At most ${DATES_MAX} dates`;
  }
  form.importantDates.forEach((date, index) => {
    if (!IMPORTANT_DATE_KINDS.includes(date.kind)) {
      errors[`importantDates.${index}.kind`] = 'Choose the kind of date';
    }
    if (!DAY.test(date.date)) errors[`importantDates.${index}.date`] = 'Pick the date';
    if (date.label.trim().length > NAME_MAX) {
      errors[`importantDates.${index}.label`] = `The label is at most ${NAME_MAX} characters`;
    }
  });
  if (form.familyId !== '' && form.householdRole === '') {
    errors.householdRole = 'Give the role in the household';
  }
  const notes = orNull(form.notes);
  if (notes !== null && notes.length > NOTES_MAX) {
    errors.notes = `Notes are at most ${NOTES_MAX} characters`;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      name,
      email,
      phone,
      tags: form.tags,
      importantDates: form.importantDates.map(({ kind, date, label }) => ({
        kind,
        date,
        label: orNull(label),
      })),
      familyId: orNull(form.familyId),
      householdRole: form.familyId === '' || form.householdRole === '' ? null : form.householdRole,
      notes,
    },
  };
}

/**
 * The server's field errors placed at the form's fields: dotted paths of dates stay as they are
 * (each date row shows its own), a tag's (`tags.3`) goes to the tag box.
 */
export function placeContactErrors(
  byField: Readonly<Record<string, string>>,
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [field, detail] of Object.entries(byField)) {
    const key = field.startsWith('tags.') ? 'tags' : field;
    placed[key] ??= detail;
  }
  return placed;
}
