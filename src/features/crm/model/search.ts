import MiniSearch, { type SearchResult } from 'minisearch';
import {
  INTERACTION_KIND_LABELS,
  LEAD_STAGE_LABELS,
  type Contact,
  type Interaction,
  type Lead,
} from './contract';
import { formatPhone } from './phone';
import {
  allowedEdits,
  excerpt,
  isDigits,
  phoneTerms,
  processTerm,
  PROSE_FIELDS,
  queryTerms,
  STOP_WORDS,
  words,
} from './search-text';

/**
 * One search box over the adviser's leads, contacts and interaction notes (issue 17, Deliver 6:
 * "typo-tolerant, <= 100 ms for 10,000 contacts"; bench tests/bench/crm-search.ts). Built in
 * the page from the cached lists, so it works offline. MiniSearch: BM25 ranking, prefix search
 * (results while typing) and fuzzy search by edit distance. Phone numbers are found by their
 * last digits, as an adviser reads them off a missed call.
 */

export type CrmSearchKind = 'lead' | 'contact' | 'interaction';

export interface CrmSearchResult {
  kind: CrmSearchKind;
  /** The lead, contact or interaction id. */
  id: string;
  /** One line: the person's name, or for an interaction "Call with Asha Rao". */
  title: string;
  /** Where the words were found (notes, an e-mail, a phone), cut around the match. */
  snippet: string;
  /** What to open: a lead's own id, an interaction's lead, a contact's lead link. */
  leadId?: string;
  contactId?: string;
  /** Higher is better; results are sorted by it. */
  score: number;
}

export interface CrmSearchData {
  leads: readonly Pick<
    Lead,
    'leadId' | 'name' | 'email' | 'phone' | 'notes' | 'contactId' | 'stage'
  >[];
  contacts: readonly Pick<Contact, 'contactId' | 'name' | 'email' | 'phone' | 'tags' | 'notes'>[];
  interactions: readonly Pick<
    Interaction,
    'interactionId' | 'leadId' | 'contactId' | 'kind' | 'outcome' | 'notes'
  >[];
}

const FIELDS = ['name', 'email', 'phone', 'tags', 'outcome', 'notes'] as const;
type Field = (typeof FIELDS)[number];

interface CrmDoc {
  id: string;
  kind: CrmSearchKind;
  refId: string;
  title: string;
  /** Shown when only the name matched. */
  fallback: string;
  leadId: string | undefined;
  contactId: string | undefined;
  name?: string;
  email?: string;
  phone?: string;
  tags?: string;
  outcome?: string;
  notes?: string;
}

export interface CrmIndex {
  readonly search: MiniSearch<CrmDoc>;
  readonly docs: ReadonlyMap<string, CrmDoc>;
}

const BOOST: Record<Field, number> = {
  name: 3,
  email: 2,
  phone: 2,
  tags: 1.5,
  outcome: 1.2,
  notes: 1,
};
/** A person (lead or contact) above a note that mentions the same word. */
const KIND_BOOST: Record<CrmSearchKind, number> = { lead: 1, contact: 1, interaction: 0.7 };

const present = (text: string | null | undefined): string | undefined =>
  text === null || text === undefined || text.trim() === '' ? undefined : text;

/** Builds the index at once: fine for a few thousand records (tests, small books). */
export function buildCrmIndex(data: CrmSearchData): CrmIndex {
  const index = emptyIndex(data);
  index.search.addAll([...index.docs.values()]);
  return index;
}

/**
 * The same, 500 records at a time between tasks, so a phone's page keeps answering taps while
 * a large book (tens of thousands of notes) is indexed.
 */
export async function buildCrmIndexAsync(data: CrmSearchData): Promise<CrmIndex> {
  const index = emptyIndex(data);
  await index.search.addAllAsync([...index.docs.values()], { chunkSize: 500 });
  return index;
}

function emptyIndex(data: CrmSearchData): CrmIndex {
  const docs = new Map<string, CrmDoc>();
  const names = new Map<string, string>();
  for (const contact of data.contacts) {
    const id = `c:${contact.contactId}`;
    names.set(id, contact.name);
    docs.set(id, {
      id,
      kind: 'contact',
      refId: contact.contactId,
      title: contact.name,
      fallback: present(contact.email) ?? (contact.phone ? formatPhone(contact.phone) : 'Contact'),
      leadId: undefined,
      contactId: contact.contactId,
      name: contact.name,
      email: present(contact.email),
      phone: present(contact.phone),
      tags: present(contact.tags.join(', ')),
      notes: present(contact.notes),
    });
  }
  for (const lead of data.leads) {
    const id = `l:${lead.leadId}`;
    names.set(id, lead.name);
    docs.set(id, {
      id,
      kind: 'lead',
      refId: lead.leadId,
      title: lead.name,
      fallback: `Lead, ${LEAD_STAGE_LABELS[lead.stage]}`,
      leadId: lead.leadId,
      contactId: lead.contactId ?? undefined,
      name: lead.name,
      email: present(lead.email),
      phone: present(lead.phone),
      notes: present(lead.notes),
    });
  }
  for (const interaction of data.interactions) {
    const id = `i:${interaction.interactionId}`;
    const who =
      (interaction.leadId && names.get(`l:${interaction.leadId}`)) ||
      (interaction.contactId && names.get(`c:${interaction.contactId}`)) ||
      null;
    const label = INTERACTION_KIND_LABELS[interaction.kind];
    docs.set(id, {
      id,
      kind: 'interaction',
      refId: interaction.interactionId,
      title: who ? `${label} with ${who}` : label,
      fallback: interaction.outcome ?? interaction.notes ?? label,
      leadId: interaction.leadId ?? undefined,
      contactId: interaction.contactId ?? undefined,
      outcome: present(interaction.outcome),
      notes: present(interaction.notes),
    });
  }

  const search = new MiniSearch<CrmDoc>({
    fields: [...FIELDS],
    storeFields: [],
    tokenize: (text, field) => (field === 'phone' ? phoneTerms(text) : words(text)),
    processTerm: (term, field) => {
      const processed = processTerm(term);
      return processed && field && PROSE_FIELDS.has(field) && STOP_WORDS.has(processed)
        ? null
        : processed;
    },
    searchOptions: {
      processTerm,
      boost: BOOST,
      prefix: true,
      fuzzy: (term) => allowedEdits(term) || false,
      maxFuzzy: 2,
      boostDocument: (id: string) => KIND_BOOST[docs.get(id)?.kind ?? 'interaction'],
    },
  });
  return { search, docs };
}

export function searchCrm(index: CrmIndex, query: string, limit = 20): CrmSearchResult[] {
  const terms = queryTerms(query.trim());
  if (terms.length === 0) return [];
  const options = {
    tokenize: (text: string) => text.split(' '),
    // One or two letters as a prefix would match nearly every record.
    prefix: (term: string) => term.length >= (isDigits(term) ? 4 : 3),
  };
  // Every word must match ("asha rao" is Asha Rao, not every Rao); when a typo leaves nothing,
  // any word may.
  let hits = index.search.search(terms.join(' '), { ...options, combineWith: 'AND' });
  if (hits.length === 0 && terms.length > 1) {
    hits = index.search.search(terms.join(' '), { ...options, combineWith: 'OR' });
  }
  const results: CrmSearchResult[] = [];
  for (const hit of hits.slice(0, limit)) {
    const doc = index.docs.get(hit.id as string);
    if (!doc) continue;
    results.push({
      kind: doc.kind,
      id: doc.refId,
      title: doc.title,
      snippet: snippetOf(doc, hit),
      ...(doc.leadId ? { leadId: doc.leadId } : {}),
      ...(doc.contactId ? { contactId: doc.contactId } : {}),
      score: hit.score,
    });
  }
  return results;
}

export type CrmSearchTarget =
  | { to: '/advisor/crm/lead'; search: { lead: string } }
  | { to: '/advisor/crm/contact'; search: { contact: string } };

/** Where a result opens: a lead, a contact, or an interaction's lead (else its contact). */
export function crmResultTarget(result: CrmSearchResult): CrmSearchTarget | null {
  if (result.leadId && result.kind !== 'contact') {
    return { to: '/advisor/crm/lead', search: { lead: result.leadId } };
  }
  if (result.contactId)
    return { to: '/advisor/crm/contact', search: { contact: result.contactId } };
  return null;
}

const SNIPPET_ORDER: readonly Field[] = ['notes', 'outcome', 'tags', 'email', 'phone'];
/** The first non-name field that matched, cut around the matched word. */
function snippetOf(doc: CrmDoc, hit: SearchResult): string {
  for (const field of SNIPPET_ORDER) {
    const text = doc[field];
    if (!text) continue;
    const matched = Object.entries(hit.match)
      .filter(([, fields]) => fields.includes(field))
      .map(([term]) => term);
    if (matched.length === 0) continue;
    if (field === 'phone') return formatPhone(text);
    return excerpt(text, matched);
  }
  return excerpt(doc.fallback, []);
}
