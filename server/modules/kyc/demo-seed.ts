import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { DEMO_ACCOUNTS } from '../../identity/seed/demo-accounts';
import type { KycDraft } from '../../../src/features/onboarding/model/kyc-rules';
import { kycRecords, type StoredKycDetails } from './tables';

// Demo KYC data, labelled DEMO in the address. PANs have the right form (4th letter P) but are
// made up; bank accounts are obviously fake. Nothing here is anyone's real data.

interface DemoKyc {
  email: string;
  pan: string;
  dateOfBirth: string;
  city: string;
  state: StoredKycDetails['state'];
  pinCode: string;
  nominee: string;
  /** Otherwise alternating salaried / professional with their income bands. */
  occupation?: StoredKycDetails['occupation'];
  incomeBand?: StoredKycDetails['incomeBand'];
}

const PEOPLE: readonly DemoKyc[] = [
  {
    email: 'process@example.com',
    pan: 'ABCPG1234F',
    dateOfBirth: '1991-03-14',
    city: 'Pune',
    state: 'Maharashtra',
    pinCode: '411001',
    nominee: 'Anita Gupta',
  },
  {
    email: 'riskprofile@example.com',
    pan: 'BCDPI2345G',
    dateOfBirth: '1988-11-02',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pinCode: '600004',
    nominee: 'Suresh Iyer',
  },
  {
    email: 'broker@example.com',
    pan: 'CDEPR3456H',
    dateOfBirth: '1985-07-21',
    city: 'Hyderabad',
    state: 'Telangana',
    pinCode: '500034',
    nominee: 'Lakshmi Reddy',
  },
  {
    email: 'investor@example.com',
    pan: 'ABCPS1234F',
    dateOfBirth: '1990-01-26',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400050',
    nominee: 'Diya Sharma',
  },
  {
    email: 'neha@example.com',
    pan: 'DEFPJ4567K',
    dateOfBirth: '1993-09-09',
    city: 'Jaipur',
    state: 'Rajasthan',
    pinCode: '302001',
    nominee: 'Kiran Joshi',
  },
  {
    email: 'sunita@example.com',
    pan: 'FGHPK6789M',
    dateOfBirth: '1960-04-12',
    city: 'Nashik',
    state: 'Maharashtra',
    pinCode: '422005',
    nominee: 'Anand Kulkarni',
    occupation: 'retired',
    incomeBand: '5l-10l',
  },
];

function accountOf(email: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account;
}

function detailsOf(person: DemoKyc, index: number): StoredKycDetails {
  const account = accountOf(person.email);
  return {
    name: account.name,
    pan: person.pan,
    dateOfBirth: person.dateOfBirth,
    aadhaarLast4: String(4821 + index * 111),
    mobile: (account.phone ?? '+919800000000').slice(-10),
    email: account.email,
    addressLine1: `${12 + index} Demo Residency, MG Road (DEMO)`,
    city: person.city,
    state: person.state,
    pinCode: person.pinCode,
    occupation: person.occupation ?? (index % 2 === 0 ? 'salaried' : 'professional'),
    incomeBand: person.incomeBand ?? (index % 2 === 0 ? '10l-25l' : '25l-1cr'),
    ifsc: `DEMO0${String(100001 + index)}`,
    accountNumber: `00000${String(12345670 + index)}`,
    nomineeName: person.nominee,
    nomineeRelationship: 'spouse',
    politicallyExposed: 'no',
    taxResidency: 'india-only',
    confirmed: true,
  };
}

/** kyc@ has started: a half-filled draft, saved on the server. */
const KYC_DRAFT: KycDraft = {
  name: 'Kavya Nair',
  pan: 'EFGPN5678L',
  dateOfBirth: '1996-06-18',
  mobile: '9800000003',
  email: 'kyc@example.com',
  city: 'Kochi',
  state: 'Kerala',
};

/**
 * Demo data (local mode, idempotent: runs on every npm start): what each demo investor's track
 * implies. process@ submitted two days before the first start and awaits review; riskprofile@,
 * broker@, investor@, neha@ and sunita@ are verified; kyc@ has a draft. Existing records are left as they
 * are, so a decision taken in the demo survives a restart.
 */
export async function seedKycDemo(db: Database): Promise<void> {
  const verifiedAt = new Date('2026-01-06T11:00:00+05:30');
  const submittedAt = new Date('2026-01-05T10:45:00+05:30');
  for (const [index, person] of PEOPLE.entries()) {
    const account = accountOf(person.email);
    const awaiting = person.email === 'process@example.com';
    await db.orm
      .insert(kycRecords)
      .values({
        investorSub: account.sub,
        status: awaiting ? 'submitted' : 'verified',
        details: detailsOf(person, index),
        submittedAt: awaiting ? sql`now() - interval '2 days'` : submittedAt,
        decidedAt: awaiting ? null : verifiedAt,
        decidedBy: awaiting ? null : account.advisorSub,
      })
      .onConflictDoNothing();
  }
  await db.orm
    .insert(kycRecords)
    .values({
      investorSub: accountOf('kyc@example.com').sub,
      status: 'draft',
      draft: KYC_DRAFT,
      draftSavedAt: submittedAt,
      updatedAt: submittedAt,
    })
    .onConflictDoNothing();
}
