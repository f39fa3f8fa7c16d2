import type { Contact, ContactCreate, ContactUpdate } from '../model/contract';
import { CONTACT_WRITE_KINDS } from './contacts-write';
import { CONTACTS_PATH } from './contacts-get';

// Contact writes still waiting in the outbox (made offline, or the server not answering), laid
// over the contacts list so the screen shows what the adviser did, also after a reload without
// signal: a new contact appears, an edit shows. Each write names its contact in its path or body.

/** What this needs of an outbox item (src/outbox's OutboxItem has these and more). */
export interface WaitingWrite {
  kind: string;
  path: string;
  body?: unknown;
  state: string;
  createdAt?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const contactIdOf = (path: string): string | null => {
  if (!path.startsWith(`${CONTACTS_PATH}/`)) return null;
  const rest = path.slice(CONTACTS_PATH.length + 1);
  return rest === '' || rest.includes('/') ? null : decodeURIComponent(rest);
};

export function contactsWithPending(
  contacts: readonly Contact[],
  items: readonly WaitingWrite[],
  nowIso: string,
): Contact[] {
  const out = [...contacts];
  const at = new Map(out.map((contact, index) => [contact.contactId, index]));
  for (const item of items) {
    if (item.state !== 'pending' || !isObject(item.body)) continue;
    if (item.kind === CONTACT_WRITE_KINDS.create && item.path === CONTACTS_PATH) {
      const body = item.body as ContactCreate;
      if (at.has(body.contactId)) continue;
      at.set(body.contactId, out.length);
      const made = item.createdAt === undefined ? nowIso : new Date(item.createdAt).toISOString();
      out.push({
        ...body,
        investorId: null,
        consents: [],
        createdAt: made,
        updatedAt: made,
        isDemo: false,
      });
    } else if (item.kind === CONTACT_WRITE_KINDS.update) {
      const contactId = contactIdOf(item.path);
      const index = contactId === null ? undefined : at.get(contactId);
      const contact = index === undefined ? undefined : out[index];
      if (index === undefined || !contact) continue;
      out[index] = { ...contact, ...(item.body as ContactUpdate), contactId: contact.contactId };
    }
  }
  return out;
}
