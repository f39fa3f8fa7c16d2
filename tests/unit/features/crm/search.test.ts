import { describe, expect, it } from 'vitest';
import type { CrmSearchData } from '@/features/crm/model/search';
import {
  buildCrmIndex,
  buildCrmIndexAsync,
  crmResultTarget,
  searchCrm,
} from '@/features/crm/model/search';
import { allowedEdits, excerpt } from '@/features/crm/model/search-text';

// The CRM's one search box (issue 17, Deliver 6: "Search across leads, contacts and notes,
// typo-tolerant"): names, e-mails, tags and notes found with a typo or half typed, phones by
// their last digits, and each result saying what to open.

const data: CrmSearchData = {
  contacts: [
    {
      contactId: 'c-asha',
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '+919876543210',
      tags: ['seminar', 'retirement'],
      notes: null,
    },
    {
      contactId: 'c-ramesh',
      name: 'Ramesh Kumar',
      email: null,
      phone: '+914423456789',
      tags: ['insurance'],
      notes: 'Prefers Tamil; his daughter Kavya handles the paperwork',
    },
    {
      contactId: 'c-jose',
      name: 'José D’Souza',
      email: 'jose@example.in',
      phone: null,
      tags: [],
      notes: null,
    },
  ],
  leads: [
    {
      leadId: 'l-vikram',
      name: 'Vikram Mehta',
      email: 'vikram@example.com',
      phone: '+919123456789',
      notes: 'Runs a textile business in Surat',
      contactId: null,
      stage: 'meeting',
    },
    {
      leadId: 'l-asha',
      name: 'Asha Rao',
      email: null,
      phone: null,
      notes: null,
      contactId: 'c-asha',
      stage: 'proposal',
    },
  ],
  interactions: [
    {
      interactionId: 'i-1',
      leadId: 'l-vikram',
      contactId: null,
      kind: 'call',
      outcome: 'Interested in a retirement plan',
      notes: null,
    },
    {
      interactionId: 'i-2',
      leadId: null,
      contactId: 'c-ramesh',
      kind: 'meeting',
      outcome: null,
      notes:
        'Long meeting at his shop in Mylapore. We went through the family’s term insurance, ' +
        'the health cover for his mother and the education fund for Kavya, who starts ' +
        'engineering in Chennai next year.',
    },
  ],
};

const index = buildCrmIndex(data);
const ids = (query: string) => searchCrm(index, query).map((r) => `${r.kind}:${r.id}`);

describe('searchCrm', () => {
  it.each([
    // Names: exact, typo (one letter wrong, missing, swapped), half typed, any case, accents.
    ['Ramesh', 'contact:c-ramesh'],
    ['Rmesh', 'contact:c-ramesh'],
    ['Ramseh', 'contact:c-ramesh'],
    ['kuamr', 'contact:c-ramesh'],
    ['vikr', 'lead:l-vikram'],
    ['VIKRAM MEHTA', 'lead:l-vikram'],
    ['jose', 'contact:c-jose'],
    ['dsouza', 'contact:c-jose'],
    // E-mail, tags, notes, interaction outcomes and notes.
    ['asha.rao@example.com', 'contact:c-asha'],
    ['insurence', 'contact:c-ramesh'],
    ['textile', 'lead:l-vikram'],
    ['Mylapore', 'interaction:i-2'],
    // Phones by their last digits, in full, with a country code or a trunk 0, spaced.
    ['3210', 'contact:c-asha'],
    ['43210', 'contact:c-asha'],
    ['98765 43210', 'contact:c-asha'],
    ['+91 98765-43210', 'contact:c-asha'],
    ['098765 43210', 'contact:c-asha'],
    ['044 2345 6789', 'contact:c-ramesh'],
    ['91234 56789', 'lead:l-vikram'],
  ])('%j finds %s first', (query, first) => {
    expect(ids(query)[0]).toBe(first);
  });

  it.each(['', '   ', 'zzzz', 'qwerty', '1111'])('%j finds nothing', (query) => {
    expect(searchCrm(index, query)).toEqual([]);
  });

  it('does not take a number off by one digit for another', () => {
    expect(ids('98765 43211')).toEqual([]);
  });

  it('finds every number ending in the digits typed', () => {
    expect(ids('56789').sort()).toEqual(['contact:c-ramesh', 'lead:l-vikram']);
  });

  it('ranks a person above a note that mentions the same word', () => {
    expect(ids('retirement')).toEqual(['contact:c-asha', 'interaction:i-1']);
  });

  it('finds the lead and the contact of one person', () => {
    expect(ids('asha rao').slice(0, 2).sort()).toEqual(['contact:c-asha', 'lead:l-asha']);
  });

  it('says what to open and where the words were found', () => {
    const [lead] = searchCrm(index, 'asha').filter((r) => r.kind === 'lead');
    expect(lead).toMatchObject({
      title: 'Asha Rao',
      snippet: 'Lead, Proposal',
      leadId: 'l-asha',
      contactId: 'c-asha',
    });
    expect(searchCrm(index, 'interested')[0]).toMatchObject({
      kind: 'interaction',
      id: 'i-1',
      title: 'Call with Vikram Mehta',
      snippet: 'Interested in a retirement plan',
      leadId: 'l-vikram',
    });
    expect(searchCrm(index, '43210')[0]).toMatchObject({
      snippet: '+91 98765 43210',
      contactId: 'c-asha',
    });
    const [note] = searchCrm(index, 'engineering');
    expect(note).toMatchObject({ title: 'Meeting with Ramesh Kumar', contactId: 'c-ramesh' });
    expect(note?.snippet).toMatch(/^….*engineering in Chennai next year\.$/);
    expect(note?.snippet.length).toBeLessThanOrEqual(122);
    expect(note).not.toHaveProperty('leadId');
  });

  it.each([
    ['Vikram', { to: '/advisor/crm/lead', search: { lead: 'l-vikram' } }],
    ['Ramesh', { to: '/advisor/crm/contact', search: { contact: 'c-ramesh' } }],
    ['interested', { to: '/advisor/crm/lead', search: { lead: 'l-vikram' } }],
    ['Mylapore', { to: '/advisor/crm/contact', search: { contact: 'c-ramesh' } }],
  ])('%j opens %j', (query, target) => {
    const [first] = searchCrm(index, query);
    expect(first && crmResultTarget(first)).toEqual(target);
  });

  it('sorts by score and keeps to the limit', () => {
    const results = searchCrm(index, 'a', 3);
    expect(results.length).toBeLessThanOrEqual(3);
    const many = searchCrm(index, 'rao kavya insurance retirement');
    expect(many.map((r) => r.score)).toEqual([...many.map((r) => r.score)].sort((a, b) => b - a));
  });

  it('builds the same index a chunk at a time', async () => {
    const chunked = await buildCrmIndexAsync(data);
    expect(searchCrm(chunked, 'Rmesh')).toEqual(searchCrm(index, 'Rmesh'));
  });

  it('leaves out words every note has, unless they are all that was typed', () => {
    expect(ids('the textile')).toEqual(['lead:l-vikram']);
    expect(ids('the')).toEqual([]);
  });

  it('works on empty lists', () => {
    expect(searchCrm(buildCrmIndex({ leads: [], contacts: [], interactions: [] }), 'asha')).toEqual(
      [],
    );
  });
});

describe('allowedEdits', () => {
  it.each([
    ['ram', 0],
    ['asha', 1],
    ['kuamr', 2],
    ['ramesh', 2],
    ['9876543210', 0],
  ])('%s -> %i', (term, edits) => expect(allowedEdits(term)).toBe(edits));
});

describe('excerpt', () => {
  const long = `${'word '.repeat(40)}the match is here ${'tail '.repeat(40)}`;
  it.each([
    ['short text', [], 'short text'],
    ['  spaced\n  out  ', [], 'spaced out'],
  ])('%j', (text, terms, snippet) => expect(excerpt(text, terms)).toBe(snippet));

  it('cuts around the match at word boundaries', () => {
    const cut = excerpt(long, ['match']);
    expect(cut).toMatch(/^…word .*the match is here tail .*tail…$/);
    expect(cut.length).toBeLessThanOrEqual(122);
  });

  it('starts at the beginning without a match', () => {
    expect(excerpt(long, ['absent'])).toMatch(/^word word .*…$/);
  });
});
