import {
  FAMILY_MEMBERS_MAX,
  FAMILY_NAME_MAX,
  type FamilyMemberInput,
  type UpdateFamily,
} from './contract';

// The family dialog's rules before sending (the server checks them again, and the ones only it
// can: whose clients they are, who is in another family, which names are taken), and where the
// server's field errors go: `members.N.investorId` belongs to the N-th member sent.

export interface FamilyDraft {
  name: string;
  members: FamilyMemberInput[];
}

/** The body to send, or the errors by field (`name`, `members`). */
export function checkFamilyDraft(
  draft: FamilyDraft,
): { body: UpdateFamily } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Give the family a name';
  else if (name.length > FAMILY_NAME_MAX) errors.name = `At most ${FAMILY_NAME_MAX} characters`;
  if (draft.members.length === 0) errors.members = 'Choose at least one client';
  else if (draft.members.length > FAMILY_MEMBERS_MAX)
    errors.members = `At most ${FAMILY_MEMBERS_MAX} clients in a family`;
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { name, members: draft.members } };
}

const MEMBER_FIELD = /^members\.(\d+)\.(investorId|role)$/;

/**
 * The server's field errors split into the form's: `name` and `members` as they are, and each
 * `members.N.…` under the investor id of the N-th member sent.
 */
export function placeFieldErrors(
  byField: Readonly<Record<string, string>>,
  sent: readonly FamilyMemberInput[],
): { fields: Record<string, string>; byMember: Record<string, string> } {
  const fields: Record<string, string> = {};
  const byMember: Record<string, string> = {};
  for (const [field, detail] of Object.entries(byField)) {
    const match = MEMBER_FIELD.exec(field);
    const member = match ? sent[Number(match[1])] : undefined;
    if (member) byMember[member.investorId] ??= detail;
    else if (field.startsWith('members')) fields.members ??= detail;
    else fields[field] ??= detail;
  }
  return { fields, byMember };
}
