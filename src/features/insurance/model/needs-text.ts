import { formatCompactRupees } from '../../../ui/format-money';
import type { NeedsAnswer, NeedsInputs } from './contract';

/**
 * Rupees as said aloud: "₹45,000", "₹12.5 lakh", "₹1.8 crore" (the compact format, its units
 * written out).
 */
export const spokenRupees = (paise: number): string =>
  formatCompactRupees(paise).replace(/ L$/, ' lakh').replace(/ Cr$/, ' crore');

const TIER_PLACE = { 1: 'a metro (tier 1) city', 2: 'a tier 2 city', 3: 'a tier 3 city or town' };

function costSentence(gap: number, premium: number | null, whatToAsk: string): string | null {
  if (gap <= 0) return null;
  if (premium === null)
    return `Our estimate table does not cover your age; ask insurers for a ${whatToAsk} quote.`;
  return `Closing it would cost roughly ${spokenRupees(premium)} a year (an estimate).`;
}

function lifeSentences(inputs: NeedsInputs, life: NeedsAnswer['life']): string[] {
  if (life.recommended === 0) {
    const cause =
      inputs.annualIncome === 0 ? 'You have no income to replace' : 'No one depends on your income';
    return [`${cause} and no loans to repay, so you need no life cover.`];
  }
  const needFor =
    inputs.annualIncome > 0 && inputs.dependantYears > 0
      ? 'if your income stopped'
      : 'to repay your loans';
  const lead = `Your family would need about ${spokenRupees(life.recommended)} ${needFor}`;
  const held =
    life.existing === 0
      ? `; you have no term cover, a gap of ${spokenRupees(life.gap)}.`
      : life.gap > 0
        ? `; your term cover is ${spokenRupees(life.existing)}, a gap of ${spokenRupees(life.gap)}.`
        : `; your term cover of ${spokenRupees(life.existing)} is enough.`;
  const cost = costSentence(life.gap, life.estimatedAnnualPremium, 'term plan');
  return [cost ? `${lead}${held} ${cost}` : `${lead}${held}`];
}

function healthSentences(inputs: NeedsInputs, health: NeedsAnswer['health']): string[] {
  const who = inputs.familySize === 1 ? 'one person' : `a family of ${inputs.familySize}`;
  const lead = `For ${who} in ${TIER_PLACE[inputs.cityTier]}, a health cover of about ${spokenRupees(health.recommended)} is sensible`;
  const held =
    health.existing === 0
      ? `; you have none, a gap of ${spokenRupees(health.gap)}.`
      : health.gap > 0
        ? `; you have ${spokenRupees(health.existing)}, a gap of ${spokenRupees(health.gap)}.`
        : `; your cover of ${spokenRupees(health.existing)} is enough.`;
  const cost = costSentence(health.gap, health.estimatedAnnualPremium, 'health floater');
  return [cost ? `${lead}${held} ${cost}` : `${lead}${held}`];
}

/** The life and health gaps in plain words, one sentence group each. */
export function needsSentences(
  inputs: NeedsInputs,
  answer: Pick<NeedsAnswer, 'life' | 'health'>,
): string[] {
  return [...lifeSentences(inputs, answer.life), ...healthSentences(inputs, answer.health)];
}
