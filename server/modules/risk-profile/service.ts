import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import { ownClientOf, type Profile } from '../../services/profiles';
import { moveTrack } from '../../services/track-moves';
import { TRACKS, type Track } from '../../services/tracks';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import {
  answerProblems,
  RISK_QUESTIONNAIRE_VERSION,
  type RiskAnswers,
} from '../../../src/features/onboarding/model/risk-questionnaire';
import { isRenewalDue } from '../../../src/features/onboarding/model/risk-renewal';
import { scoreRisk } from '../../../src/features/onboarding/model/risk-scoring';
import {
  insertOverride,
  insertRiskProfile,
  selectLatestOverride,
  selectLatestProfile,
} from './store';
import type { RiskProfileRow } from './tables';

/** Where a profile may be taken: first after KYC is verified, then again at any time. */
const MAY_PROFILE: readonly Track[] = [
  TRACKS.riskProfilePending,
  TRACKS.brokerPending,
  TRACKS.active,
];

async function viewOf(orm: Orm, row: RiskProfileRow) {
  const override = await selectLatestOverride(orm, row.id);
  return {
    profileId: String(row.id),
    version: row.questionnaireVersion,
    answers: row.answers,
    capacity: { score: row.capacityScore, category: row.capacityCategory },
    tolerance: { score: row.toleranceScore, category: row.toleranceCategory },
    category: row.category,
    drivers: row.drivers,
    takenAt: row.takenAt.toISOString(),
    consentAt: row.consentAt.toISOString(),
    override: override
      ? {
          category: override.category,
          reason: override.reason,
          by: { id: override.advisorSub, name: override.advisorName },
          at: override.createdAt.toISOString(),
        }
      : null,
    effectiveCategory: override?.category ?? row.category,
  };
}

export type RiskProfileView = Awaited<ReturnType<typeof viewOf>>;

/** GET: the investor's latest profile (or none), the current version, and whether it is due. */
export async function riskProfileStatus(orm: Orm, investorSub: string, now = new Date()) {
  const row = await selectLatestProfile(orm, investorSub);
  return {
    profile: row ? await viewOf(orm, row) : null,
    questionnaireVersion: RISK_QUESTIONNAIRE_VERSION,
    renewalDue: row ? isRenewalDue(row.takenAt, now) : false,
  };
}

/** For the journey screen: the category that applies, when it was taken, whether it is due. */
export async function latestRiskProfileOf(
  orm: Orm,
  investorSub: string,
  now = new Date(),
): Promise<{ category: RiskCategoryId; takenAt: Date; renewalDue: boolean } | null> {
  const row = await selectLatestProfile(orm, investorSub);
  if (!row) return null;
  const override = await selectLatestOverride(orm, row.id);
  return {
    category: override?.category ?? row.category,
    takenAt: row.takenAt,
    renewalDue: isRenewalDue(row.takenAt, now),
  };
}

function checkAnswers(answers: RiskAnswers): void {
  const problems = answerProblems(answers);
  if (problems.length === 0) return;
  const errors: FieldError[] = problems.map(({ questionId, detail }) => ({
    in: 'body',
    field: `answers.${questionId}`,
    pointer: `#/answers/${questionId.replaceAll('~', '~0').replaceAll('/', '~1')}`,
    detail,
  }));
  const named = errors.map((error) => `${error.field}: ${error.detail}`).join('; ');
  throw new ApiError(400, 'invalid_body', named, {}, errors);
}

/**
 * The investor confirms their answers: scored here with the same pure module as on the phone (a
 * client's score is never trusted) and stored with the version, the answers and the time. The
 * first profile moves the journey on to linking a broker.
 */
export async function submitRiskProfile(
  tx: Orm,
  investor: Profile,
  body: { version: number; answers: RiskAnswers },
) {
  if (!MAY_PROFILE.includes(investor.track)) {
    throw new ApiError(
      409,
      'kyc_not_verified',
      'Your KYC has to be verified before you take the risk profile. We will let you know when it is.',
    );
  }
  if (body.version !== RISK_QUESTIONNAIRE_VERSION) {
    throw new ApiError(
      409,
      'questionnaire_changed',
      'The questionnaire has changed since you started. Please answer the new version.',
    );
  }
  checkAnswers(body.answers);
  const result = scoreRisk(body.answers);
  const now = new Date();
  const row = await insertRiskProfile(tx, {
    investorSub: investor.sub,
    questionnaireVersion: body.version,
    answers: { ...body.answers },
    capacityScore: result.capacity.score,
    capacityCategory: result.capacity.category,
    toleranceScore: result.tolerance.score,
    toleranceCategory: result.tolerance.category,
    category: result.category,
    drivers: result.drivers,
    takenAt: now,
    consentAt: now,
  });
  await moveTrack(tx, investor.sub, [TRACKS.riskProfilePending], TRACKS.brokerPending);
  return viewOf(tx, row);
}

export async function clientRiskProfile(orm: Orm, advisor: Profile, investorId: string) {
  const investor = await ownClientOf(orm, advisor, investorId);
  return riskProfileStatus(orm, investor.sub);
}

/** The adviser sets another category, with a written reason; the answers stay as they were. */
export async function overrideRiskCategory(
  tx: Orm,
  advisor: Profile,
  investorId: string,
  change: { category: RiskCategoryId; reason: string },
) {
  const investor = await ownClientOf(tx, advisor, investorId);
  const row = await selectLatestProfile(tx, investor.sub);
  if (!row) {
    throw new ApiError(
      409,
      'no_risk_profile',
      'This client has not taken the risk profile yet, so there is no category to change.',
    );
  }
  await insertOverride(tx, { profileId: row.id, advisorSub: advisor.sub, ...change });
  return viewOf(tx, row);
}
