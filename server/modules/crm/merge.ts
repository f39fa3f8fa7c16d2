import type { Contact, ContactMerge } from '../../../src/features/crm/model/contract';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { contactAnswerOf, contactNotFound } from './contacts-service';
import { moveContactRecords, ownContact, updateContact } from './contacts-store';

// Merging two contacts (issue 17), in the route's one transaction: the duplicate's
// interactions, tasks, consents and leads move to the kept contact, its tags join, its values
// fill the kept one's empty fields, and it gets merged_into (gone from every list, kept for the
// record). Another adviser's contact is 404 whichever side it is on.

export async function mergeContacts(
  tx: Orm,
  advisorSub: string,
  body: ContactMerge,
  now: Date,
): Promise<{ contact: Contact; mergedName: string }> {
  if (body.keepContactId === body.mergeContactId) {
    const detail = 'Choose two different contacts to merge';
    throw new ApiError(422, 'same_contact', detail, {}, [
      { in: 'body', field: 'mergeContactId', pointer: '#/mergeContactId', detail },
    ]);
  }
  // Lock both in a fixed order so two merges of the same pair cannot cross.
  const [first, second] = [body.keepContactId, body.mergeContactId].sort();
  const a = await ownContact(tx, advisorSub, first!, true);
  const b = await ownContact(tx, advisorSub, second!, true);
  const keep = a?.contactId === body.keepContactId ? a : b;
  const merged = a?.contactId === body.mergeContactId ? a : b;
  if (!keep || !merged || keep === merged) throw contactNotFound();
  if (
    keep.investorSub !== null &&
    merged.investorSub !== null &&
    keep.investorSub !== merged.investorSub
  ) {
    const detail = 'Both contacts are different clients: they cannot be merged';
    throw new ApiError(409, 'two_clients', detail);
  }
  await moveContactRecords(tx, merged.contactId, keep.contactId);
  const tags = [...keep.tags];
  for (const tag of merged.tags) {
    if (!tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  const dates = [...keep.importantDates];
  for (const date of merged.importantDates) {
    if (!dates.some((kept) => kept.kind === date.kind && kept.date === date.date)) dates.push(date);
  }
  const familyId = keep.familyId ?? merged.familyId;
  // First the duplicate leaves the lists (and gives up its client link: one contact a client).
  await updateContact(tx, merged.contactId, { mergedInto: keep.contactId, investorSub: null }, now);
  const row = await updateContact(
    tx,
    keep.contactId,
    {
      email: keep.email ?? merged.email,
      phone: keep.phone ?? merged.phone,
      tags,
      importantDates: dates,
      familyId,
      householdRole: keep.familyId === null ? merged.householdRole : keep.householdRole,
      notes: keep.notes ?? merged.notes,
      investorSub: keep.investorSub ?? merged.investorSub,
    },
    now,
  );
  return { contact: await contactAnswerOf(tx, row), mergedName: merged.name };
}
