import { TRACKS, USER_TYPES, type Track, type UserType } from '../../services/tracks';

/**
 * Demo accounts of the local run contract (ARCHITECTURE.md), seeded into the emulator's pool and
 * the profile table with the same fixed subs. Local mode only: production never sees them.
 */
export interface DemoAccount {
  sub: string;
  email: string;
  password: string;
  name: string;
  /** E.164; SMS codes for these numbers land in the dev mailbox. */
  phone: string | null;
  userType: UserType;
  track: Track;
  sebiReg: string | null;
  advisorSub: string | null;
}

const ADVISOR = 'de300000-0000-4000-8000-00000000a001';
const OTHER_ADVISOR = 'de300000-0000-4000-8000-00000000a002';

const investor = (
  n: number,
  email: string,
  password: string,
  name: string,
  track: Track,
  advisorSub: string = ADVISOR,
): DemoAccount => ({
  sub: `de300000-0000-4000-8000-00000000b${String(n).padStart(3, '0')}`,
  email,
  password,
  name,
  phone: `+9198000${String(n).padStart(5, '0')}`,
  userType: USER_TYPES.investor,
  track,
  sebiReg: null,
  advisorSub,
});

/** Advisors first: investors refer to them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    sub: ADVISOR,
    email: 'advisor@example.com',
    password: 'Advisor@2026',
    name: 'Priya Mehta',
    phone: '+919800000100',
    userType: USER_TYPES.advisor,
    track: TRACKS.active,
    sebiReg: 'INA000012345',
    advisorSub: null,
  },
  {
    sub: OTHER_ADVISOR,
    email: 'advisor2@example.com',
    password: 'Demo@2026',
    name: 'Vikram Rao',
    phone: null,
    userType: USER_TYPES.advisor,
    track: TRACKS.active,
    sebiReg: 'INA000067890',
    advisorSub: null,
  },
  investor(1, 'investor@example.com', 'Investor@2026', 'Aarav Sharma', TRACKS.active),
  investor(2, 'frozen@example.com', 'Frozen@2026', 'Rohan Verma', TRACKS.frozen),
  investor(3, 'kyc@example.com', 'Demo@2026', 'Kavya Nair', TRACKS.kycPending),
  investor(4, 'process@example.com', 'Demo@2026', 'Ishaan Gupta', TRACKS.kycInProcess),
  investor(5, 'riskprofile@example.com', 'Demo@2026', 'Meera Iyer', TRACKS.riskProfilePending),
  investor(6, 'broker@example.com', 'Demo@2026', 'Arjun Reddy', TRACKS.brokerPending),
  investor(7, 'neha@example.com', 'Demo@2026', 'Neha Joshi', TRACKS.active, OTHER_ADVISOR),
  // A retired Conservative client of the demo adviser: what an unsuitable suggestion is blocked for.
  investor(8, 'sunita@example.com', 'Demo@2026', 'Sunita Kulkarni', TRACKS.active),
];

/** The accounts' rows in user_profiles (the profile table's shape). */
export const demoProfiles = () =>
  DEMO_ACCOUNTS.map(({ sub, email, phone, name, userType, track, sebiReg, advisorSub }) => ({
    sub,
    email,
    phone,
    name,
    userType,
    track,
    sebiReg,
    advisorSub,
  }));

/** A demo account's sub by its email (the seeds name accounts by email). */
export function demoSubOf(email: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account.sub;
}
