import { RISK_CATEGORIES } from '../../../src/domain/risk-categories';
import type { Orm } from '../../db/database';
import { asc, eq } from 'drizzle-orm';
import { userProfiles } from '../../db/schema';
import { profileView, type Profile } from '../../services/profiles';
import { TRACKS, type Track } from '../../services/tracks';
import { brokerLinkOf } from '../broker/service';
import { latestDocumentsOf } from '../documents/store';
import { kycQueue, kycStatusOf } from '../kyc/service';
import { latestRiskProfileOf } from '../risk-profile/service';
import { journeyOf } from './journey';
import type { Journey } from './schema';

const BROKER_NAMES: Record<string, string> = {
  paper: 'the paper broker',
  zerodha: 'Zerodha',
  upstox: 'Upstox',
};

/** GET /api/investor/onboarding: where the investor stands, read from each step's module. */
export async function journeyFor(orm: Orm, investor: Profile): Promise<Journey> {
  const [view, kyc, documents, risk, broker] = await Promise.all([
    profileView(orm, investor),
    kycStatusOf(orm, investor.sub),
    latestDocumentsOf(orm, investor.sub),
    latestRiskProfileOf(orm, investor.sub),
    brokerLinkOf(orm, investor.sub),
  ]);
  const lastDocument = documents
    .map((document) => document.uploadedAt.getTime())
    .reduce((latest, time) => Math.max(latest, time), 0);
  const journey = journeyOf({
    track: investor.track,
    kyc,
    documents: {
      kinds: documents.map((document) => document.kind),
      lastAt: lastDocument ? new Date(lastDocument).toISOString() : null,
    },
    risk: risk && {
      category: risk.category,
      categoryLabel: RISK_CATEGORIES[risk.category].label,
      takenAt: risk.takenAt.toISOString(),
      renewalDue: risk.renewalDue,
    },
    broker: broker && {
      name: BROKER_NAMES[broker.broker] ?? broker.broker,
      status: broker.status,
      linkedAt: broker.linkedAt,
    },
    adviser: view.advisor,
  });
  return { ...journey, adviser: view.advisor };
}

/** The pipeline's stages in journey order, with who acts next at each. */
const STAGES: ReadonlyArray<{
  track: Track;
  title: string;
  waitingOn: 'investor' | 'adviser' | 'nobody';
}> = [
  { track: TRACKS.kycPending, title: 'KYC to fill in', waitingOn: 'investor' },
  { track: TRACKS.kycInProcess, title: 'KYC to verify', waitingOn: 'adviser' },
  { track: TRACKS.riskProfilePending, title: 'Risk profile to take', waitingOn: 'investor' },
  { track: TRACKS.brokerPending, title: 'Broker to link', waitingOn: 'investor' },
  { track: TRACKS.active, title: 'Active', waitingOn: 'nobody' },
  { track: TRACKS.frozen, title: 'Frozen', waitingOn: 'nobody' },
];

/** GET /api/advisor/pipeline: the adviser's own investors by onboarding status, longest wait first. */
export async function pipelineOf(orm: Orm, advisor: Profile) {
  const [investors, queue] = await Promise.all([
    orm
      .select({
        id: userProfiles.sub,
        name: userProfiles.name,
        email: userProfiles.email,
        track: userProfiles.track,
        updatedAt: userProfiles.updatedAt,
      })
      .from(userProfiles)
      .where(eq(userProfiles.advisorSub, advisor.sub))
      .orderBy(asc(userProfiles.name)),
    kycQueue(orm, advisor),
  ]);
  // Waiting for the adviser's check counts from the KYC's submission; other steps from the
  // profile's last change (the track move that brought the investor there).
  const submitted = new Map(queue.items.map((item) => [item.investorId, item.submittedAt]));
  const stages = STAGES.map((stage) => {
    const here = investors
      .filter((investor) => investor.track === stage.track)
      .map(({ id, name, email, track, updatedAt }) => ({
        id,
        name,
        email,
        track,
        since: submitted.get(id) || updatedAt.toISOString(),
      }))
      .sort((a, b) => a.since.localeCompare(b.since));
    return { ...stage, count: here.length, investors: here };
  });
  return { stages, total: investors.length };
}
