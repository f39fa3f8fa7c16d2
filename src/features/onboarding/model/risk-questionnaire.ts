import type { RiskCategoryId } from '../../../domain/risk-categories';
import { CAPACITY_QUESTIONS } from './risk-questions-capacity';
import { TOLERANCE_QUESTIONS } from './risk-questions-tolerance';

// The SEBI risk-profiling questionnaire (SEBI (Investment Advisers) Regulations 2013, reg. 16:
// age, income, dependants, horizon, existing investments, liabilities, emergency savings,
// knowledge, experience and appetite for loss). Each question feeds one dimension: risk
// capacity (what the investor's finances can absorb) or risk tolerance (what they are
// comfortable with). Changing a question, an option or its points is a new version: stored
// profiles keep the version they were taken with, and a client with an older one is refused.

export const RISK_QUESTIONNAIRE_VERSION = 1;

export type RiskDimension = 'capacity' | 'tolerance';

/** Points of an option: 0 pulls its dimension down most, MAX_OPTION_POINTS not at all. */
export const MAX_OPTION_POINTS = 4;

export interface RiskOption {
  /** Stable id stored with the answers (kebab-case). */
  id: string;
  label: string;
  points: 0 | 1 | 2 | 3 | 4;
  /** This answer alone limits its dimension to at most this category. */
  capsAt?: RiskCategoryId;
  /** Why this answer lowers the result, when it does, in plain words. */
  note?: string;
}

export interface RiskQuestion {
  /** Stable id, the key of the answer (`answers.<id>`). */
  id: string;
  dimension: RiskDimension;
  /** The question as the investor reads it. */
  prompt: string;
  /** A line under the question, when it helps to answer. */
  hint?: string;
  /** Why a low answer lowers the result, when its option has no note of its own. */
  driverNote: string;
  options: readonly RiskOption[];
}

/** Answers keyed by question id, each the id of the chosen option. */
export type RiskAnswers = Readonly<Record<string, string>>;

/** In the order the investor answers them: their finances first, then how they feel. */
export const RISK_QUESTIONS: readonly RiskQuestion[] = [
  ...CAPACITY_QUESTIONS,
  ...TOLERANCE_QUESTIONS,
];

export const questionById = (id: string): RiskQuestion | undefined =>
  RISK_QUESTIONS.find((question) => question.id === id);

export const optionOf = (question: RiskQuestion, optionId: string): RiskOption | undefined =>
  question.options.find((option) => option.id === optionId);

/** One answer that is missing or not valid, named by question id. */
export interface AnswerProblem {
  questionId: string;
  detail: string;
}

/** What is wrong with a set of answers; empty when every question has one of its options. */
export function answerProblems(answers: RiskAnswers): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  for (const question of RISK_QUESTIONS) {
    const answer = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (answer === undefined) {
      problems.push({ questionId: question.id, detail: 'Choose an answer' });
    } else if (!optionOf(question, answer)) {
      problems.push({ questionId: question.id, detail: 'Not one of this question’s answers' });
    }
  }
  for (const key of Object.keys(answers)) {
    if (!questionById(key)) {
      problems.push({ questionId: key, detail: 'Not a question of this questionnaire' });
    }
  }
  return problems;
}

/** The answer's label, for the review and the adviser's view. */
export function answerLabel(questionId: string, optionId: string): string {
  const question = questionById(questionId);
  return (question && optionOf(question, optionId)?.label) ?? optionId;
}
