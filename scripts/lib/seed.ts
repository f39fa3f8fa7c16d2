import { ensureDemoArchive } from '../../server/archive/demo-archive';
import { describeDemoResult } from '../../server/archive/demo-report';
import { ensureFactorScores } from '../../server/archive/factors/recompute';
import type { Database } from '../../server/db/database';
import { demoProfiles } from '../../server/identity/seed/demo-accounts';
import { seedAdvisorSettingsDemo } from '../../server/modules/advisor-settings/demo-seed';
import { seedBasketsDemo } from '../../server/modules/baskets/demo-seed';
import { seedBrokerDemo } from '../../server/modules/broker/demo-seed';
import { seedCalendarDemo } from '../../server/modules/calendar/demo-seed';
import { seedChatDemo } from '../../server/modules/chat/demo-seed';
import { seedCommunityDemo } from '../../server/modules/community/demo-seed';
import { seedCrmDemo } from '../../server/modules/crm/demo-seed';
import { seedDocumentsDemo } from '../../server/modules/documents/demo-seed';
import { seedFamiliesDemo } from '../../server/modules/families/demo-seed';
import { seedGoalsDemo } from '../../server/modules/goals/demo-seed';
import { seedInsuranceDemo } from '../../server/modules/insurance/demo-seed';
import { seedKycDemo } from '../../server/modules/kyc/demo-seed';
import { seedPortfolioDemo } from '../../server/modules/portfolio/demo-seed';
import { seedResearchCallsDemo } from '../../server/modules/research/calls-demo-seed';
import { seedRiskProfileDemo } from '../../server/modules/risk-profile/demo-seed';
import { seedScansDemo } from '../../server/modules/scans/demo-seed';
import { seedSuggestionsDemo } from '../../server/modules/suggestions/demo-seed';
import { seedStrategiesDemo } from '../../server/modules/strategies/demo-seed';
import { seedWatchlistsDemo } from '../../server/modules/watchlists/demo-seed';
import { addMissingProfiles } from '../../server/services/profiles';

/**
 * Demo data, run after migrations by npm start (every start, so each task must be idempotent)
 * and by npm run reset. The migrations seed the rows the app needs to boot; the demo users and
 * their portfolios arrive here with their issue.
 */
export interface SeedTask {
  title: string;
  run(db: Database): Promise<void>;
  /** Demo data only: skipped when APP_MODE=production. */
  localOnly?: boolean;
}

/**
 * Identity: the demo accounts' profiles. Their sign-in side (the same subs, with passwords) is
 * the emulator's pool seed, written by server/identity/seed-store.ts.
 */
const demoAccounts: SeedTask = {
  title: 'demo accounts (profiles)',
  localOnly: true,
  run: (db) => addMissingProfiles(db.orm, demoProfiles()),
};

/**
 * Market data archive: about five years of generated NIFTY 500 history on the first start, then
 * extended to the last trading day before today on each later one (server/archive).
 */
const marketArchive: SeedTask = {
  title: 'market data archive (demo)',
  localOnly: true,
  run: async (db) => console.log(describeDemoResult(await ensureDemoArchive(db))),
};

/**
 * Factor scores (issue 12), after the archive: scored in full here when nothing was ever scored
 * (a new or upgraded database), so they exist when the server answers; later loads are scored
 * by their data.updated job, which finds these current and skips.
 */
const factorScores: SeedTask = {
  title: 'factor scores',
  run: async (db) => {
    const report = await ensureFactorScores(db);
    if (report)
      console.log(
        `Scored ${report.days} trading days in ${(report.milliseconds / 1000).toFixed(1)} s.`,
      );
  },
};

/**
 * Onboarding (the onboarding issue): each demo investor's KYC, documents, risk profile and broker
 * link as far as their track says (kyc@ has nothing yet, process@ awaits the adviser's review,
 * riskprofile@ is verified, broker@ is profiled, investor@ has done all of it).
 */
const onboarding: SeedTask = {
  title: 'onboarding (demo KYC, documents, risk profiles, broker links)',
  localOnly: true,
  run: async (db) => {
    await seedDocumentsDemo(db);
    await seedKycDemo(db);
    await seedRiskProfileDemo(db);
    await seedBrokerDemo(db);
  },
};

/**
 * Paper trading (the portfolio issue), after the archive whose prices it needs: investor@'s
 * two years of trades, deposits and dividends, and a resting order for investor@ and neha@.
 */
const paperTrading: SeedTask = {
  title: 'paper trading (demo history and orders)',
  localOnly: true,
  run: (db) => seedPortfolioDemo(db),
};

/**
 * Watchlists and price alerts (issue 12), after the archive: investor@'s two lists and alerts,
 * with the past crossings of one alert in the notifications list; neha@'s one list.
 */
const watchlistsDemo: SeedTask = {
  title: 'watchlists and price alerts (demo)',
  localOnly: true,
  run: (db) => seedWatchlistsDemo(db),
};

/**
 * Baskets (issue 13), after paper trading (the account and its cash): investor@'s basket of five
 * stocks with a lump sum and a few months of SIP instalments, and its SIP still on.
 */
const basketsDemo: SeedTask = {
  title: 'baskets and SIPs (demo)',
  localOnly: true,
  run: (db) => seedBasketsDemo(db),
};

/**
 * The demo community (issue 12, social sentiment), after the archive: about 40 made-up members
 * and 8 made-up advisers acting on the archive's stocks over its last 8 weeks, labelled demo.
 */
const communityDemo: SeedTask = {
  title: 'demo community (social sentiment)',
  localOnly: true,
  run: (db) => seedCommunityDemo(db),
};

/**
 * Goals (issue 13), after the archive and the baskets demo (the car goal invests through the demo
 * basket, looked up when it is seeded): investor@'s two goals, one on track and one off, neha@'s
 * emergency fund, and the demo adviser's table of plan assumptions.
 */
const goalsDemo: SeedTask = {
  title: 'goals and plan assumptions (demo)',
  localOnly: true,
  run: (db) => seedGoalsDemo(db),
};

/**
 * Saved strategies (issue 14): investor@'s "Quality, quarterly" and advisor@'s "Momentum 30".
 * No backtest is seeded: the first open of a strategy runs it.
 */
const strategiesDemo: SeedTask = {
  title: 'saved strategies (demo)',
  localOnly: true,
  run: (db) => seedStrategiesDemo(db),
};

/**
 * Saved scans (issue 14), after the archive and the factor scores: investor@'s and advisor@'s
 * two prebuilt scans each, run at the day before the latest close and at the latest, so one
 * shows its new matches and their notification.
 */
const scansDemo: SeedTask = {
  title: 'saved scans (demo)',
  localOnly: true,
  run: (db) => seedScansDemo(db),
};

/**
 * Research calls (issue 16), after the archive: advisor@'s ten calls and advisor2@'s two over the
 * archive's last 18 months, each closed by the real bars since, so the track record shows.
 */
const researchCallsDemo: SeedTask = {
  title: 'research calls (demo)',
  localOnly: true,
  run: (db) => seedResearchCallsDemo(db),
};

/**
 * Model portfolios and suggestions (issue 16), after the research calls: advisor@'s "Steady
 * large caps" (two versions) and "Emerging leaders"; investor@ assigned to the first with a
 * pending ₹1,00,000 suggestion, one pending buy call and one declined with a reason.
 */
const suggestionsDemo: SeedTask = {
  title: 'model portfolios and suggestions (demo)',
  localOnly: true,
  run: (db) => seedSuggestionsDemo(db),
};

/**
 * The family office (issue 15), after the portfolio demo: advisor@'s "Sharma household" of
 * investor@ (head) and sunita@ (parent), made once; the other demo clients stay in no family.
 */
const familiesDemo: SeedTask = {
  title: 'families (demo)',
  localOnly: true,
  run: (db) => seedFamiliesDemo(db),
};

/**
 * The adviser's practice settings (issue 15): advisor@ is an admin adviser with her practice's
 * profile; advisor2@ keeps the defaults. Written once, so the adviser's own changes stay.
 */
const advisorSettingsDemo: SeedTask = {
  title: 'adviser practice settings (demo)',
  localOnly: true,
  run: (db) => seedAdvisorSettingsDemo(db),
};

/**
 * Insurance (issue 18), after the demo accounts: investor@'s ₹50 lakh term plan (premium due in
 * three months), ₹5 lakh family health floater and motor cover with his needs calculator's
 * inputs (it shows a gap), sunita@'s health policy and neha@'s term plan, labelled demo. Dated
 * from the day it first runs; an investor with policies or saved inputs is left alone.
 */
const insuranceDemo: SeedTask = {
  title: 'insurance policies and needs (demo)',
  localOnly: true,
  run: (db) => seedInsuranceDemo(db),
};

/**
 * Chat (issue 18), after onboarding (investor@'s PAN card is attached in his conversation):
 * advisor@'s conversations with investor@ and sunita@, each ending with a message she has not
 * read, labelled demo. Written only while a thread has no messages.
 */
const chatDemo: SeedTask = {
  title: 'chat conversations (demo)',
  localOnly: true,
  run: (db) => seedChatDemo(db),
};

/**
 * Calendar (issue 18), after the demo accounts: advisor@ proposes three times for a review to
 * investor@, and sunita@ has accepted a meeting with her (its reminders queued), labelled demo.
 * Made once; a demo meeting nobody answered whose times have passed moves ahead.
 */
const calendarDemo: SeedTask = {
  title: 'calendar meetings (demo)',
  localOnly: true,
  run: (db) => seedCalendarDemo(db),
};

/**
 * The adviser's CRM (issue 17), after the families demo (investor@ and sunita@'s contacts join
 * the Sharma household): advisor@'s 24 leads across the pipeline (three follow-ups overdue),
 * contacts for her clients and 15 prospects, interactions and tasks; advisor2@'s 2 leads and 2
 * contacts. Labelled demo, fixed ids, dated from the day it first runs; existing rows are kept.
 */
const crmDemo: SeedTask = {
  title: 'adviser CRM (demo)',
  localOnly: true,
  run: async (db) => {
    await seedCrmDemo(db);
  },
};

export const SEED_TASKS: SeedTask[] = [
  demoAccounts,
  onboarding,
  marketArchive,
  factorScores,
  paperTrading,
  watchlistsDemo,
  basketsDemo,
  communityDemo,
  goalsDemo,
  scansDemo,
  strategiesDemo,
  researchCallsDemo,
  suggestionsDemo,
  advisorSettingsDemo,
  familiesDemo,
  chatDemo,
  insuranceDemo,
  calendarDemo,
  crmDemo,
];
