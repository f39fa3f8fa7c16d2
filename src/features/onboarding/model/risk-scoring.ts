import {
  categoryRank,
  lowerCategory,
  RISK_CATEGORY_IDS,
  type RiskCategoryId,
} from '../../../domain/risk-categories';
import {
  answerProblems,
  MAX_OPTION_POINTS,
  optionOf,
  RISK_QUESTIONS,
  type RiskAnswers,
  type RiskDimension,
  type RiskOption,
  type RiskQuestion,
} from './risk-questionnaire';

// Scoring of the risk profile: pure, the same on the phone (the explanation before consent) and
// on the server (which never trusts a client's score). Issue 10: capacity and tolerance are
// scored separately, the category is the lower of the two, and the answers that drove it are
// named in plain words.

/** Highest score of each category, lowest first: 0-20, 21-40, 41-60, 61-80, 81-100. */
export const CATEGORY_BANDS: ReadonlyArray<readonly [maxScore: number, RiskCategoryId]> = [
  [20, 'conservative'],
  [40, 'moderately-conservative'],
  [60, 'moderate'],
  [80, 'moderately-aggressive'],
  [100, 'aggressive'],
];

/** How many answers are named as the drivers of the result, at most. */
export const MAX_DRIVERS = 3;

export interface DimensionResult {
  /** 0 to 100: the share of the dimension's possible points, rounded. */
  score: number;
  /** The score's band, lowered by a capping answer when there is one. */
  category: RiskCategoryId;
  /** The question whose answer capped the category below its band, or null. */
  cappedBy: string | null;
}

export interface RiskDriver {
  questionId: string;
  /** The option chosen. */
  answer: string;
  /** Why it lowered the result, in plain words. */
  note: string;
}

export interface RiskResult {
  capacity: DimensionResult;
  tolerance: DimensionResult;
  /** The lower of the two categories. */
  category: RiskCategoryId;
  /** Which dimension set the category (`both` when they agree). */
  decidedBy: RiskDimension | 'both';
  /** The answers that pulled the result down most, strongest first. */
  drivers: RiskDriver[];
}

export function categoryOfScore(score: number): RiskCategoryId {
  if (!Number.isInteger(score) || score < 0 || score > 100) {
    throw new RangeError(`A risk score is a whole number from 0 to 100, not ${score}`);
  }
  const band = CATEGORY_BANDS.find(([max]) => score <= max);
  return band ? band[1] : 'aggressive';
}

interface Answered {
  question: RiskQuestion;
  option: RiskOption;
}

function scoreDimension(answered: readonly Answered[]): DimensionResult {
  const points = answered.reduce((sum, { option }) => sum + option.points, 0);
  const score = Math.round((points * 100) / (answered.length * MAX_OPTION_POINTS));
  let category = categoryOfScore(score);
  let cappedBy: string | null = null;
  for (const { question, option } of answered) {
    if (option.capsAt && categoryRank(option.capsAt) < categoryRank(category)) {
      category = option.capsAt;
      cappedBy = question.id;
    }
  }
  return { score, category, cappedBy };
}

/** A capping answer outranks any other; then the fewer points, the stronger the pull. */
function pull({ option }: Answered, result: DimensionResult): number {
  const caps =
    option.capsAt !== undefined && categoryRank(option.capsAt) <= categoryRank(result.category);
  return (
    (caps ? RISK_CATEGORY_IDS.length * MAX_OPTION_POINTS : 0) + (MAX_OPTION_POINTS - option.points)
  );
}

function driversOf(
  groups: ReadonlyArray<{ answered: readonly Answered[]; result: DimensionResult }>,
): RiskDriver[] {
  return groups
    .flatMap(({ answered, result }) =>
      answered.map((entry) => ({ entry, strength: pull(entry, result) })),
    )
    .filter(({ strength }) => strength > 0)
    .sort((a, b) => b.strength - a.strength)
    .slice(0, MAX_DRIVERS)
    .map(({ entry: { question, option } }) => ({
      questionId: question.id,
      answer: option.id,
      note: option.note ?? question.driverNote,
    }));
}

/**
 * The risk profile of a complete set of answers. Throws a RangeError when an answer is missing
 * or unknown: check `answerProblems` first where the answers come from outside.
 */
export function scoreRisk(answers: RiskAnswers): RiskResult {
  const problems = answerProblems(answers);
  if (problems.length > 0) {
    const named = problems.map((p) => `${p.questionId}: ${p.detail}`).join('; ');
    throw new RangeError(`The answers cannot be scored (${named})`);
  }
  const answered: Answered[] = RISK_QUESTIONS.map((question) => {
    const option = optionOf(question, answers[question.id] ?? '');
    if (!option) throw new RangeError(`No answer to ${question.id}`);
    return { question, option };
  });
  const of = (dimension: RiskDimension) =>
    answered.filter(({ question }) => question.dimension === dimension);
  const capacityAnswers = of('capacity');
  const toleranceAnswers = of('tolerance');
  const capacity = scoreDimension(capacityAnswers);
  const tolerance = scoreDimension(toleranceAnswers);
  const category = lowerCategory(capacity.category, tolerance.category);
  const decidedBy =
    capacity.category === tolerance.category
      ? 'both'
      : category === capacity.category
        ? 'capacity'
        : 'tolerance';
  const groups = [];
  if (decidedBy !== 'tolerance') groups.push({ answered: capacityAnswers, result: capacity });
  if (decidedBy !== 'capacity') groups.push({ answered: toleranceAnswers, result: tolerance });
  return { capacity, tolerance, category, decidedBy, drivers: driversOf(groups) };
}
