import type { Database, Orm } from '../../db/database';
import { DEMO_ACCOUNTS } from '../../identity/seed/demo-accounts';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import {
  RISK_QUESTIONNAIRE_VERSION,
  type RiskAnswers,
} from '../../../src/features/onboarding/model/risk-questionnaire';
import { scoreRisk } from '../../../src/features/onboarding/model/risk-scoring';
import { insertOverride, insertRiskProfile, selectLatestProfile } from './store';

interface DemoRiskProfile {
  email: string;
  /** How long ago the profile was taken. */
  daysAgo: number;
  answers: RiskAnswers;
  override?: { byEmail: string; category: RiskCategoryId; reason: string; daysAgo: number };
}

const DAY_MS = 86_400_000;

function subOf(email: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account.sub;
}

// What each demo investor's track implies (demo-accounts.ts): investor@ (active) took it about
// two months ago and their adviser adjusted it; broker@ just did; neha@ (another adviser's
// client) took it 13 months ago, so the renewal prompt shows; sunita@ took it three weeks ago
// and is Conservative. kyc@, process@ and riskprofile@ have not reached it. Fixed answers, so
// every reset gives the same categories.
const PROFILES: readonly DemoRiskProfile[] = [
  {
    email: 'investor@example.com',
    daysAgo: 61,
    answers: {
      age: '30-44',
      dependants: 'one',
      income: '25l-50l',
      'income-stability': 'steady',
      horizon: 'over-10y',
      investments: '2y-5y',
      emis: 'under-20',
      'emergency-fund': 'over-6m',
      knowledge: 'good',
      experience: 'shares',
      'fall-reaction': 'hold',
      'outcome-range': 'wide',
    },
    override: {
      byEmail: 'advisor@example.com',
      category: 'moderate',
      reason:
        'Plans to buy a home in about four years; part of the savings stays steady for the down payment.',
      daysAgo: 58,
    },
  },
  {
    email: 'broker@example.com',
    daysAgo: 2,
    answers: {
      age: 'under-30',
      dependants: 'none',
      income: '10l-25l',
      'income-stability': 'steady',
      horizon: '5-10y',
      investments: '6m-2y',
      emis: 'none',
      'emergency-fund': '3-6m',
      knowledge: 'basic',
      experience: 'equity-funds',
      'fall-reaction': 'hold',
      'outcome-range': 'medium',
    },
  },
  {
    email: 'neha@example.com',
    daysAgo: 396,
    answers: {
      age: '45-54',
      dependants: 'two-three',
      income: '10l-25l',
      'income-stability': 'varies',
      horizon: '3-5y',
      investments: '6m-2y',
      emis: '20-35',
      'emergency-fund': '1-3m',
      knowledge: 'basic',
      experience: 'debt-funds',
      'fall-reaction': 'sell-some',
      'outcome-range': 'small',
    },
  },
  {
    // Retired on a pension, needs the money within three years and would sell everything after
    // a 20 % fall: Conservative (tolerance), the client an Aggressive-only call is blocked for.
    email: 'sunita@example.com',
    daysAgo: 20,
    answers: {
      age: '65-plus',
      dependants: 'one',
      income: '5l-10l',
      'income-stability': 'very-steady',
      horizon: '1-3y',
      investments: '2y-5y',
      emis: 'none',
      'emergency-fund': 'over-6m',
      knowledge: 'basic',
      experience: 'debt-funds',
      'fall-reaction': 'sell-all',
      'outcome-range': 'narrow',
    },
  },
];

async function seedOne(tx: Orm, entry: DemoRiskProfile, now: number): Promise<void> {
  const investorSub = subOf(entry.email);
  if (await selectLatestProfile(tx, investorSub)) return;
  const result = scoreRisk(entry.answers);
  const takenAt = new Date(now - entry.daysAgo * DAY_MS);
  const row = await insertRiskProfile(tx, {
    investorSub,
    questionnaireVersion: RISK_QUESTIONNAIRE_VERSION,
    answers: { ...entry.answers },
    capacityScore: result.capacity.score,
    capacityCategory: result.capacity.category,
    toleranceScore: result.tolerance.score,
    toleranceCategory: result.tolerance.category,
    category: result.category,
    drivers: result.drivers,
    takenAt,
    consentAt: takenAt,
  });
  if (entry.override) {
    const { byEmail, category, reason, daysAgo } = entry.override;
    await insertOverride(tx, {
      profileId: row.id,
      advisorSub: subOf(byEmail),
      category,
      reason,
      createdAt: new Date(now - daysAgo * DAY_MS),
    });
  }
}

/** Demo data (local mode, idempotent: runs on every npm start): risk-profile for the demo accounts. */
export async function seedRiskProfileDemo(db: Database): Promise<void> {
  const now = Date.now();
  await db.orm.transaction(async (tx: Orm) => {
    for (const entry of PROFILES) await seedOne(tx, entry, now);
  });
}
