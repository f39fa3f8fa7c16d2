import { eq } from 'drizzle-orm';
import type {
  ImportantDate,
  LeadSource,
  LeadStage,
} from '../../../src/features/crm/model/contract';
import { LEAD_STAGES } from '../../../src/features/crm/model/contract';
import type { FamilyRole } from '../../../src/features/families/model/contract';
import { todayInIndia } from '../../archive/calendar';
import type { Database, Orm } from '../../db/database';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { DEMO_FAMILY_ID } from '../families/demo-seed';
import { families } from '../families/tables';
import {
  crmConsents,
  crmContacts,
  crmInteractions,
  crmInvitations,
  crmLeads,
  crmStageLog,
  crmTasks,
} from './tables';

// The CRM's demo data (issue 17; local mode; docs/crm.md "Demo data"), labelled demo (is_demo,
// and "Demo" in the notes). advisor@ (Priya Mehta): 24 leads across the six stages (three with
// a follow-up day already past, one lost with its reason, one won not yet converted and two won
// who became her clients), a contact for each of her demo clients (investor@ and sunita@ in the
// Sharma household), 15 prospects' contacts (consents, birthdays, an anniversary, a policy
// renewal, tags), 40 interactions and 10 tasks (two overdue, one done, one whose reminder is due
// an hour after seeding). advisor2@ (Vikram Rao): 2 leads and 2 contacts, so that each adviser
// seeing only their own is visible. Ids are fixed (demoUuid), dates are counted from the day it
// first runs in India, and a row that exists is left as it is: running it again adds nothing.

export const ADVISER = 'advisor@example.com';
export const OTHER_ADVISER = 'advisor2@example.com';

export const demoLeadId = (email: string, key: string) =>
  demoUuid(`nivesh-demo-crm-lead:${email}:${key}`);
export const demoContactId = (email: string, key: string) =>
  demoUuid(`nivesh-demo-crm-contact:${email}:${key}`);
const interactionId = (email: string, key: string) =>
  demoUuid(`nivesh-demo-crm-interaction:${email}:${key}`);
export const demoTaskId = (email: string, key: string) =>
  demoUuid(`nivesh-demo-crm-task:${email}:${key}`);

const LAKH = 1_00_000_00;

interface DemoLead {
  key: string;
  name: string;
  stage: LeadStage;
  source: LeadSource;
  /** Expected assets, lakh rupees. */
  lakh: number | null;
  /** The next follow-up, days from the seed day (negative: overdue); null: none. */
  followUp: number | null;
  /** Days ago the lead was made. */
  age: number;
  email?: string;
  phone?: string;
  /** A prospect contact's key (PROSPECTS) or a demo client's e-mail. */
  contact?: string;
  lostReason?: string;
  /** A won lead who signed up: the demo client it became. */
  became?: string;
  notes: string;
}

const LEADS: readonly DemoLead[] = [
  // New
  {
    key: 'rahul',
    name: 'Rahul Kapoor',
    stage: 'new',
    source: 'website',
    lakh: 25,
    followUp: 1,
    age: 2,
    email: 'rahul.kapoor@example.net',
    phone: '+919820011001',
    contact: 'rahul',
    notes: 'Demo lead: asked about a retirement plan through the website form.',
  },
  {
    key: 'anjali',
    name: 'Anjali Desai',
    stage: 'new',
    source: 'referral',
    lakh: 40,
    followUp: -2,
    age: 9,
    phone: '+919820011002',
    contact: 'anjali',
    notes: 'Demo lead: referred by Aarav Sharma; wants to start SIPs for her children.',
  },
  {
    key: 'farhan',
    name: 'Farhan Qureshi',
    stage: 'new',
    source: 'event',
    lakh: 15,
    followUp: 3,
    age: 4,
    email: 'farhan.q@example.net',
    notes: 'Demo lead: met at the Pune investor awareness evening.',
  },
  {
    key: 'lakshmi',
    name: 'Lakshmi Narayanan',
    stage: 'new',
    source: 'social',
    lakh: null,
    followUp: 5,
    age: 1,
    email: 'lakshmi.n@example.net',
    contact: 'lakshmi',
    notes: 'Demo lead: wrote in after a LinkedIn post on tax-saving funds.',
  },
  {
    key: 'gurpreet',
    name: 'Gurpreet Singh',
    stage: 'new',
    source: 'cold_call',
    lakh: 10,
    followUp: null,
    age: 6,
    phone: '+919820011005',
    notes: 'Demo lead: from the cold-call list; call back in the evening.',
  },
  {
    key: 'divya',
    name: 'Divya Menon',
    stage: 'new',
    source: 'website',
    lakh: 8,
    followUp: 7,
    age: 3,
    email: 'divya.menon@example.net',
    notes: 'Demo lead: a young professional, first job, wants to start investing.',
  },
  // Contacted
  {
    key: 'vivek',
    name: 'Vivek Chauhan',
    stage: 'contacted',
    source: 'referral',
    lakh: 60,
    followUp: -5,
    age: 21,
    email: 'vivek.chauhan@example.net',
    phone: '+919820011007',
    contact: 'vivek',
    notes: 'Demo lead: business owner, referred by Sunita Kulkarni.',
  },
  {
    key: 'pooja',
    name: 'Pooja Bhatt',
    stage: 'contacted',
    source: 'event',
    lakh: 30,
    followUp: 2,
    age: 14,
    phone: '+919820011008',
    contact: 'pooja',
    notes: 'Demo lead: interested in a goal plan for a house in five years.',
  },
  {
    key: 'sanjay',
    name: 'Sanjay Patil',
    stage: 'contacted',
    source: 'existing_client',
    lakh: 45,
    followUp: 4,
    age: 12,
    email: 'sanjay.patil@example.net',
    notes: 'Demo lead: Aarav Sharma’s colleague.',
  },
  {
    key: 'nandini',
    name: 'Nandini Rao',
    stage: 'contacted',
    source: 'social',
    lakh: 12,
    followUp: 6,
    age: 10,
    email: 'nandini.rao@example.net',
    contact: 'nandini',
    notes: 'Demo lead: asked about NPS and ELSS.',
  },
  {
    key: 'karan',
    name: 'Karan Malhotra',
    stage: 'contacted',
    source: 'website',
    lakh: 20,
    followUp: 9,
    age: 8,
    phone: '+919820011011',
    notes: 'Demo lead: holds stocks directly, wants a second opinion.',
  },
  // Meeting
  {
    key: 'ritu',
    name: 'Ritu Agarwal',
    stage: 'meeting',
    source: 'referral',
    lakh: 80,
    followUp: -1,
    age: 30,
    email: 'ritu.agarwal@example.net',
    phone: '+919820011012',
    contact: 'ritu',
    notes: 'Demo lead: doctor, large idle cash; first meeting done.',
  },
  {
    key: 'manoj',
    name: 'Manoj Tiwari',
    stage: 'meeting',
    source: 'event',
    lakh: 35,
    followUp: 3,
    age: 25,
    phone: '+919820011013',
    notes: 'Demo lead: retiring in two years.',
  },
  {
    key: 'shreya',
    name: 'Shreya Kulkarni',
    stage: 'meeting',
    source: 'existing_client',
    lakh: 18,
    followUp: 8,
    age: 19,
    email: 'shreya.k@example.net',
    contact: 'shreya',
    notes: 'Demo lead: Sunita Kulkarni’s niece.',
  },
  {
    key: 'abhishek',
    name: 'Abhishek Jain',
    stage: 'meeting',
    source: 'cold_call',
    lakh: 22,
    followUp: 10,
    age: 17,
    email: 'abhishek.jain@example.net',
    notes: 'Demo lead: wants to consolidate old mutual funds.',
  },
  {
    key: 'fatima',
    name: 'Fatima Sheikh',
    stage: 'meeting',
    source: 'website',
    lakh: 50,
    followUp: 12,
    age: 16,
    email: 'fatima.sheikh@example.net',
    contact: 'fatima',
    notes: 'Demo lead: NRI returning to India next year.',
  },
  // Proposal
  {
    key: 'arvind',
    name: 'Arvind Krishnan',
    stage: 'proposal',
    source: 'referral',
    lakh: 150,
    followUp: 1,
    age: 40,
    email: 'arvind.k@example.net',
    phone: '+919820011017',
    contact: 'arvind',
    notes: 'Demo lead: proposal sent for a ₹1.5 crore portfolio.',
  },
  {
    key: 'meenakshi',
    name: 'Meenakshi Pillai',
    stage: 'proposal',
    source: 'event',
    lakh: 70,
    followUp: 4,
    age: 35,
    email: 'meenakshi.p@example.net',
    notes: 'Demo lead: comparing us with her bank’s wealth desk.',
  },
  {
    key: 'harish',
    name: 'Harish Reddy',
    stage: 'proposal',
    source: 'existing_client',
    lakh: 28,
    followUp: 6,
    age: 33,
    phone: '+919820011019',
    notes: 'Demo lead: wants the fee in writing before signing.',
  },
  {
    key: 'tanvi',
    name: 'Tanvi Shah',
    stage: 'proposal',
    source: 'social',
    lakh: 16,
    followUp: 11,
    age: 28,
    email: 'tanvi.shah@example.net',
    notes: 'Demo lead: proposal for a child-education goal.',
  },
  // Won
  {
    key: 'deepak',
    name: 'Deepak Saxena',
    stage: 'won',
    source: 'referral',
    lakh: 90,
    followUp: null,
    age: 45,
    email: 'deepak.saxena@example.net',
    phone: '+919820011021',
    contact: 'deepak',
    notes: 'Demo lead: agreed to the plan; not invited to the app yet.',
  },
  {
    key: 'meera',
    name: 'Meera Iyer',
    stage: 'won',
    source: 'website',
    lakh: 12,
    followUp: null,
    age: 60,
    email: 'riskprofile@example.com',
    contact: 'riskprofile@example.com',
    became: 'riskprofile@example.com',
    notes: 'Demo lead: signed up from the invitation; onboarding now.',
  },
  {
    key: 'arjun',
    name: 'Arjun Reddy',
    stage: 'won',
    source: 'event',
    lakh: 20,
    followUp: null,
    age: 55,
    email: 'broker@example.com',
    contact: 'broker@example.com',
    became: 'broker@example.com',
    notes: 'Demo lead: signed up from the invitation; linking a broker now.',
  },
  // Lost
  {
    key: 'rohit',
    name: 'Rohit Bansal',
    stage: 'lost',
    source: 'cold_call',
    lakh: 25,
    followUp: null,
    age: 50,
    phone: '+919820011024',
    lostReason: 'Chose a discount broker and will invest on his own.',
    notes: 'Demo lead: not interested in paid advice for now.',
  },
];

interface DemoContact {
  key: string;
  name: string;
  email?: string;
  phone?: string;
  tags: string[];
  /** Important dates: [kind, date (a full date, or days from the seed day when a number), label]. */
  dates?: Array<[ImportantDate['kind'], string | number, string?]>;
  /** Consents: [channel, granted, source]. */
  consents?: Array<[string, boolean, string]>;
  notes: string;
}

const PROSPECTS: readonly DemoContact[] = [
  {
    key: 'rahul',
    name: 'Rahul Kapoor',
    email: 'rahul.kapoor@example.net',
    phone: '+919820011001',
    tags: ['prospect', 'retirement'],
    dates: [['birthday', '1984-12-02']],
    consents: [['email', true, 'Website enquiry form']],
    notes: 'Demo contact.',
  },
  {
    key: 'anjali',
    name: 'Anjali Desai',
    phone: '+919820011002',
    tags: ['prospect', 'referral', 'children'],
    dates: [['birthday', '1989-06-14']],
    consents: [['whatsapp', true, 'Said yes on the phone, 3 Nov']],
    notes: 'Demo contact: two children, 6 and 9.',
  },
  {
    key: 'lakshmi',
    name: 'Lakshmi Narayanan',
    email: 'lakshmi.n@example.net',
    tags: ['prospect', 'tax-saving'],
    notes: 'Demo contact.',
  },
  {
    key: 'vivek',
    name: 'Vivek Chauhan',
    email: 'vivek.chauhan@example.net',
    phone: '+919820011007',
    tags: ['prospect', 'business-owner', 'hni'],
    dates: [
      ['anniversary', '2012-02-11'],
      ['policy_renewal', 20, 'Term plan with LIC'],
    ],
    consents: [
      ['email', true, 'Signed consent form at the first call'],
      ['phone', true, 'Signed consent form at the first call'],
    ],
    notes: 'Demo contact: runs a textile export firm in Surat.',
  },
  {
    key: 'pooja',
    name: 'Pooja Bhatt',
    phone: '+919820011008',
    tags: ['prospect', 'home-loan'],
    dates: [['birthday', 9, 'Birthday']],
    consents: [
      ['sms', true, 'Event sign-up sheet'],
      ['sms', false, 'Asked to stop SMS, by e-mail'],
    ],
    notes: 'Demo contact: prefers calls after 6 pm.',
  },
  {
    key: 'nandini',
    name: 'Nandini Rao',
    email: 'nandini.rao@example.net',
    tags: ['prospect'],
    notes: 'Demo contact.',
  },
  {
    key: 'ritu',
    name: 'Ritu Agarwal',
    email: 'ritu.agarwal@example.net',
    phone: '+919820011012',
    tags: ['prospect', 'hni', 'doctor'],
    dates: [
      ['birthday', '1978-03-22'],
      ['policy_renewal', 45, 'Health floater, Star Health'],
    ],
    consents: [
      ['email', true, 'E-mail reply, 12 Oct'],
      ['whatsapp', true, 'E-mail reply, 12 Oct'],
    ],
    notes: 'Demo contact: clinic in Indiranagar.',
  },
  {
    key: 'shreya',
    name: 'Shreya Kulkarni',
    email: 'shreya.k@example.net',
    tags: ['prospect', 'family-of-client'],
    notes: 'Demo contact.',
  },
  {
    key: 'fatima',
    name: 'Fatima Sheikh',
    email: 'fatima.sheikh@example.net',
    tags: ['prospect', 'nri'],
    dates: [['birthday', '1986-08-30']],
    consents: [['email', true, 'Website enquiry form']],
    notes: 'Demo contact: in Dubai until March.',
  },
  {
    key: 'arvind',
    name: 'Arvind Krishnan',
    email: 'arvind.k@example.net',
    phone: '+919820011017',
    tags: ['prospect', 'hni'],
    dates: [['birthday', 3]],
    consents: [
      ['email', true, 'Signed proposal cover letter'],
      ['phone', true, 'Signed proposal cover letter'],
    ],
    notes: 'Demo contact.',
  },
  {
    key: 'deepak',
    name: 'Deepak Saxena',
    email: 'deepak.saxena@example.net',
    phone: '+919820011021',
    tags: ['won', 'referral'],
    dates: [['anniversary', '2005-12-20']],
    consents: [['email', true, 'Signed advisory agreement']],
    notes: 'Demo contact: agreed to the plan.',
  },
  {
    key: 'kavitha',
    name: 'Kavitha Ramesh',
    email: 'kavitha.r@example.net',
    tags: ['seminar'],
    dates: [['birthday', '1991-11-05']],
    notes: 'Demo contact: met at a seminar; no lead yet.',
  },
  {
    key: 'suresh',
    name: 'Suresh Yadav',
    phone: '+919820011032',
    tags: ['seminar', 'retired'],
    consents: [['phone', true, 'Seminar attendance sheet']],
    notes: 'Demo contact: retired teacher, pension income.',
  },
  {
    key: 'priyanka',
    name: 'Priyanka Chopra Nair',
    email: 'priyanka.cn@example.net',
    tags: ['newsletter'],
    consents: [
      ['email', true, 'Newsletter sign-up'],
      ['email', false, 'Unsubscribed from the newsletter'],
    ],
    notes: 'Demo contact.',
  },
  {
    key: 'imran',
    name: 'Imran Khan',
    phone: '+919820011034',
    tags: ['referral'],
    dates: [['other', 30, 'Daughter’s admission fee due']],
    notes: 'Demo contact: referred by Ritu Agarwal.',
  },
];

/** A contact for each of advisor@'s demo clients; investor@ and sunita@ in the Sharma household. */
const CLIENTS: ReadonlyArray<{
  email: string;
  role?: FamilyRole;
  tags: string[];
  dates?: DemoContact['dates'];
}> = [
  {
    email: 'investor@example.com',
    role: 'head',
    tags: ['client', 'family'],
    dates: [
      ['birthday', '1985-01-18'],
      ['anniversary', '2013-11-29'],
    ],
  },
  {
    email: 'sunita@example.com',
    role: 'parent',
    tags: ['client', 'retired', 'family'],
    dates: [['birthday', '1956-07-04']],
  },
  { email: 'frozen@example.com', tags: ['client'] },
  { email: 'kyc@example.com', tags: ['client', 'onboarding'] },
  { email: 'process@example.com', tags: ['client', 'onboarding'] },
  { email: 'riskprofile@example.com', tags: ['client', 'onboarding'] },
  { email: 'broker@example.com', tags: ['client', 'onboarding'] },
];

const CLIENT_NAMES: Record<string, string> = {
  'investor@example.com': 'Aarav Sharma',
  'sunita@example.com': 'Sunita Kulkarni',
  'frozen@example.com': 'Rohan Verma',
  'kyc@example.com': 'Kavya Nair',
  'process@example.com': 'Ishaan Gupta',
  'riskprofile@example.com': 'Meera Iyer',
  'broker@example.com': 'Arjun Reddy',
  'neha@example.com': 'Neha Joshi',
};

/** Interactions per lead (by the lead's stage) and a few on clients' contacts. */
const INTERACTION_SCRIPT: Record<LeadStage, Array<[string, string, string]>> = {
  new: [],
  contacted: [['call', 'Introduced the practice', 'Demo: explained the fee-only model.']],
  meeting: [
    ['call', 'Set up a meeting', 'Demo: agreed a time.'],
    ['meeting', 'First meeting held', 'Demo: goals, income and current investments discussed.'],
  ],
  proposal: [
    ['call', 'First call', 'Demo: interested.'],
    ['meeting', 'Goals discussed', 'Demo: collected statements.'],
    ['email', 'Proposal sent', 'Demo: proposal and fee letter.'],
  ],
  won: [
    ['meeting', 'Plan walked through', 'Demo: questions answered.'],
    ['call', 'Agreed to the plan', 'Demo: will sign the agreement.'],
  ],
  lost: [
    ['call', 'Followed up on the proposal', 'Demo: no decision yet.'],
    ['call', 'Said no', 'Demo: will invest on his own.'],
  ],
};

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** An instant on an IST day at hh:mm. */
const istAt = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

interface Seeded {
  leads: number;
  contacts: number;
  interactions: number;
  tasks: number;
}

async function seedAdviser(
  tx: Orm,
  email: string,
  leads: readonly DemoLead[],
  prospects: readonly DemoContact[],
  clients: typeof CLIENTS,
  tasks: ReadonlyArray<DemoTask>,
  now: Date,
): Promise<Seeded> {
  const advisorSub = demoSubOf(email);
  const today = todayInIndia(now);
  const made: Seeded = { leads: 0, contacts: 0, interactions: 0, tasks: 0 };
  const [family] = await tx
    .select({ advisorSub: families.advisorSub })
    .from(families)
    .where(eq(families.familyId, DEMO_FAMILY_ID));
  const familyOk = family?.advisorSub === advisorSub;

  const dateOf = (value: string | number) => {
    if (typeof value === 'string') return value;
    // A day from the seed day, in the year it falls: a birthday due soon, a renewal ahead.
    return addDays(today, value);
  };
  const datesOf = (dates: DemoContact['dates']): ImportantDate[] =>
    (dates ?? []).map(([kind, value, label]) => ({
      kind,
      date: dateOf(value),
      label: label ?? null,
    }));

  // Contacts: prospects, then the demo clients.
  const contactIds = new Map<string, string>();
  for (const contact of prospects) {
    const contactId = demoContactId(email, contact.key);
    contactIds.set(contact.key, contactId);
    const inserted = await tx
      .insert(crmContacts)
      .values({
        contactId,
        advisorSub,
        name: contact.name,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        tags: contact.tags,
        importantDates: datesOf(contact.dates),
        notes: contact.notes,
        isDemo: true,
        createdAt: new Date(now.getTime() - 40 * DAY_MS),
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: crmContacts.contactId });
    if (inserted.length === 0) continue;
    made.contacts += 1;
    // Consent history, oldest first (append-only: the latest of a channel is in force).
    let at = now.getTime() - 30 * DAY_MS;
    for (const [channel, granted, source] of contact.consents ?? []) {
      await tx.insert(crmConsents).values({
        contactId,
        channel: channel as 'email',
        granted,
        source,
        recordedAt: new Date(at),
      });
      at += 7 * DAY_MS;
    }
  }
  for (const client of clients) {
    const contactId = demoContactId(email, client.email);
    contactIds.set(client.email, contactId);
    const inserted = await tx
      .insert(crmContacts)
      .values({
        contactId,
        advisorSub,
        name: CLIENT_NAMES[client.email] ?? client.email,
        email: client.email,
        phone: null,
        tags: client.tags,
        importantDates: datesOf(client.dates),
        familyId: client.role && familyOk ? DEMO_FAMILY_ID : null,
        householdRole: client.role && familyOk ? client.role : null,
        notes: 'Demo contact: a client of the practice.',
        investorSub: demoSubOf(client.email),
        isDemo: true,
        createdAt: new Date(now.getTime() - 90 * DAY_MS),
        updatedAt: now,
      })
      // Also when the adviser already has a contact for this client (one per client).
      .onConflictDoNothing()
      .returning({ id: crmContacts.contactId });
    made.contacts += inserted.length;
  }
  // Only the contacts that exist now (a client's contact may have been made in the app).
  const existing = new Set(
    (
      await tx
        .select({ id: crmContacts.contactId })
        .from(crmContacts)
        .where(eq(crmContacts.advisorSub, advisorSub))
    ).map((row) => row.id),
  );
  const contactOf = (key: string | undefined) => {
    const id = key ? contactIds.get(key) : undefined;
    return id && existing.has(id) ? id : null;
  };

  // Leads, each with the stages it went through and its interactions.
  const positions = new Map<LeadStage, number>();
  for (const lead of leads) {
    const leadId = demoLeadId(email, lead.key);
    const position = positions.get(lead.stage) ?? 0;
    positions.set(lead.stage, position + 1);
    const createdAt = istAt(addDays(today, -lead.age), '10:00');
    const path = LEAD_STAGES.slice(
      0,
      LEAD_STAGES.indexOf(lead.stage === 'lost' ? 'proposal' : lead.stage) + 1,
    );
    if (lead.stage === 'lost') path.push('lost');
    // Each step a share of the lead's age apart; the last one a day ago at least.
    const step = Math.max(1, Math.floor(lead.age / path.length));
    const stepAt = (index: number) => new Date(createdAt.getTime() + index * step * DAY_MS);
    const inserted = await tx
      .insert(crmLeads)
      .values({
        leadId,
        advisorSub,
        ownerSub: advisorSub,
        contactId: contactOf(lead.contact),
        name: lead.name,
        email: lead.email ?? null,
        phone: lead.phone ?? null,
        source: lead.source,
        expectedAssets: lead.lakh === null ? null : lead.lakh * LAKH,
        nextFollowUp: lead.followUp === null ? null : addDays(today, lead.followUp),
        notes: lead.notes,
        stage: lead.stage,
        lostReason: lead.lostReason ?? null,
        position,
        investorSub: lead.became ? demoSubOf(lead.became) : null,
        isDemo: true,
        stageChangedAt: stepAt(path.length - 1),
        createdAt,
        updatedAt: stepAt(path.length - 1),
      })
      .onConflictDoNothing()
      .returning({ id: crmLeads.leadId });
    if (inserted.length === 0) continue;
    made.leads += 1;
    for (const [index, stage] of path.entries()) {
      await tx.insert(crmStageLog).values({
        leadId,
        fromStage: index === 0 ? null : path[index - 1]!,
        toStage: stage,
        lostReason: stage === 'lost' ? (lead.lostReason ?? null) : null,
        at: stepAt(index),
      });
    }
    if (lead.became) {
      await tx
        .insert(crmInvitations)
        .values({
          leadId,
          advisorSub,
          email: lead.email!,
          sentAt: stepAt(path.length - 1),
          expiresAt: new Date(stepAt(path.length - 1).getTime() + 30 * DAY_MS),
          acceptedAt: new Date(stepAt(path.length - 1).getTime() + DAY_MS),
          investorSub: demoSubOf(lead.became),
        })
        .onConflictDoNothing();
    }
    const script = INTERACTION_SCRIPT[lead.stage];
    for (const [index, [kind, outcome, notes]] of script.entries()) {
      const occurredAt = new Date(
        createdAt.getTime() + Math.floor(((index + 1) * lead.age * DAY_MS) / (script.length + 1)),
      );
      const rows = await tx
        .insert(crmInteractions)
        .values({
          interactionId: interactionId(email, `${lead.key}:${index}`),
          advisorSub,
          leadId,
          contactId: contactOf(lead.contact),
          kind: kind as 'call',
          occurredAt,
          outcome,
          notes,
          createdAt: occurredAt,
        })
        .onConflictDoNothing()
        .returning({ id: crmInteractions.interactionId });
      made.interactions += rows.length;
    }
  }

  // A few interactions with clients and prospects without a lead.
  const extra: Array<[string, string, number, string, string]> = [
    [
      'investor@example.com',
      'meeting',
      20,
      'Annual review',
      'Demo: reviewed goals; wants to raise the SIP next year.',
    ],
    [
      'investor@example.com',
      'call',
      6,
      'Asked about the term plan premium',
      'Demo: premium due in three months.',
    ],
    [
      'sunita@example.com',
      'call',
      11,
      'Checked on her pension income',
      'Demo: happy with the debt funds.',
    ],
    ['sunita@example.com', 'message', 2, 'Sent the quarterly statement', 'Demo: on WhatsApp.'],
    [
      'kyc@example.com',
      'email',
      4,
      'Reminded about KYC documents',
      'Demo: PAN card still missing.',
    ],
    ['kavitha', 'note', 15, 'Met at the seminar', 'Demo: interested in gold bonds.'],
    ['suresh', 'call', 13, 'Pension income questions', 'Demo: call back after Diwali.'],
    ['imran', 'message', 5, 'Introduced by Ritu', 'Demo: will call next week.'],
  ];
  for (const [key, kind, ago, outcome, notes] of extra) {
    const contactId = contactOf(key);
    if (!contactId) continue;
    const occurredAt = istAt(addDays(today, -ago), '16:30');
    const rows = await tx
      .insert(crmInteractions)
      .values({
        interactionId: interactionId(email, `contact:${key}:${ago}`),
        advisorSub,
        leadId: null,
        contactId,
        kind: kind as 'call',
        occurredAt,
        outcome,
        notes,
        createdAt: occurredAt,
      })
      .onConflictDoNothing()
      .returning({ id: crmInteractions.interactionId });
    made.interactions += rows.length;
  }

  // Tasks.
  for (const task of tasks) {
    const dueAt =
      typeof task.due === 'number'
        ? istAt(addDays(today, task.due), task.time ?? '10:00')
        : new Date(now.getTime() + task.due.hours * 3_600_000);
    const leadId = task.lead ? demoLeadId(email, task.lead) : null;
    const done = task.done === true;
    const rows = await tx
      .insert(crmTasks)
      .values({
        taskId: demoTaskId(email, task.key),
        advisorSub,
        assigneeSub: advisorSub,
        leadId,
        contactId: contactOf(task.contact),
        title: task.title,
        notes: 'Demo task.',
        dueAt,
        remindAt:
          task.remindBeforeHours === undefined
            ? null
            : new Date(dueAt.getTime() - task.remindBeforeHours * 3_600_000),
        status: done ? 'done' : 'open',
        doneAt: done ? new Date(now.getTime() - DAY_MS) : null,
        isDemo: true,
        createdAt: new Date(now.getTime() - 5 * DAY_MS),
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: crmTasks.taskId });
    made.tasks += rows.length;
  }
  return made;
}

interface DemoTask {
  key: string;
  title: string;
  /** Days from the seed day (at `time` IST), or hours from the seeding itself. */
  due: number | { hours: number };
  time?: string;
  lead?: string;
  contact?: string;
  remindBeforeHours?: number;
  done?: boolean;
}

const TASKS: readonly DemoTask[] = [
  {
    key: 'call-vivek',
    title: 'Call Vivek about his business cash flows',
    due: -2,
    lead: 'vivek',
    contact: 'vivek',
  },
  {
    key: 'send-ritu',
    title: 'Send Ritu the sample portfolio',
    due: -1,
    time: '17:00',
    lead: 'ritu',
  },
  {
    key: 'proposal-arvind',
    title: 'Follow up on Arvind’s proposal',
    due: { hours: 2 },
    lead: 'arvind',
    remindBeforeHours: 1,
  },
  { key: 'invite-deepak', title: 'Convert Deepak and send his invitation', due: 1, lead: 'deepak' },
  {
    key: 'review-aarav',
    title: 'Prepare Aarav’s SIP step-up',
    due: 3,
    contact: 'investor@example.com',
    remindBeforeHours: 18,
  },
  { key: 'kyc-kavya', title: 'Chase Kavya’s KYC documents', due: 2, contact: 'kyc@example.com' },
  {
    key: 'birthday-pooja',
    title: 'Wish Pooja a happy birthday',
    due: 9,
    time: '09:00',
    contact: 'pooja',
  },
  {
    key: 'renewal-vivek',
    title: 'Check Vivek’s term plan before renewal',
    due: 14,
    contact: 'vivek',
  },
  { key: 'seminar', title: 'Book the hall for the January seminar', due: 7 },
  {
    key: 'statement-sunita',
    title: 'Send Sunita her quarterly statement',
    due: -3,
    contact: 'sunita@example.com',
    done: true,
  },
];

const OTHER_LEADS: readonly DemoLead[] = [
  {
    key: 'kiran',
    name: 'Kiran Joshi',
    stage: 'new',
    source: 'referral',
    lakh: 30,
    followUp: 2,
    age: 3,
    email: 'kiran.joshi@example.net',
    contact: 'kiran',
    notes: 'Demo lead of Vikram Rao: Neha Joshi’s brother.',
  },
  {
    key: 'sameer',
    name: 'Sameer Ali',
    stage: 'contacted',
    source: 'website',
    lakh: 15,
    followUp: -1,
    age: 8,
    phone: '+919820022002',
    notes: 'Demo lead of Vikram Rao.',
  },
];
const OTHER_PROSPECTS: readonly DemoContact[] = [
  {
    key: 'kiran',
    name: 'Kiran Joshi',
    email: 'kiran.joshi@example.net',
    tags: ['prospect'],
    dates: [['birthday', '1990-04-10']],
    notes: 'Demo contact of Vikram Rao.',
  },
];
const OTHER_CLIENTS: typeof CLIENTS = [{ email: 'neha@example.com', tags: ['client'] }];

/** Seeds both advisers' CRM demo data (idempotent). Returns what it made now. */
export async function seedCrmDemo(db: Database, now: Date = new Date()): Promise<Seeded> {
  return db.orm.transaction(async (tx: Orm) => {
    const mine = await seedAdviser(tx, ADVISER, LEADS, PROSPECTS, CLIENTS, TASKS, now);
    const other = await seedAdviser(
      tx,
      OTHER_ADVISER,
      OTHER_LEADS,
      OTHER_PROSPECTS,
      OTHER_CLIENTS,
      [],
      now,
    );
    return {
      leads: mine.leads + other.leads,
      contacts: mine.contacts + other.contacts,
      interactions: mine.interactions + other.interactions,
      tasks: mine.tasks + other.tasks,
    };
  });
}
