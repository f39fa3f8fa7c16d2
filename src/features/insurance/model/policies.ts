import type { Policy, PremiumFrequency } from './contract';

/** How many instalments a year each frequency pays; a single premium is paid once, not yearly. */
export const INSTALMENTS_PER_YEAR: Record<PremiumFrequency, number> = {
  monthly: 12,
  quarterly: 4,
  half_yearly: 2,
  yearly: 1,
  single: 0,
};

/** One instalment as a year's premium: ₹1,000 monthly is ₹12,000; a single premium is 0. */
export const annualisedPremium = (premium: number, frequency: PremiumFrequency): number =>
  premium * INSTALMENTS_PER_YEAR[frequency];

/** The yearly premium of all the policies together. */
export const totalAnnualPremium = (
  policies: readonly Pick<Policy, 'premium' | 'frequency'>[],
): number =>
  policies.reduce((sum, policy) => sum + annualisedPremium(policy.premium, policy.frequency), 0);

/**
 * The cover the needs form starts from: the sum assured of the term life policies, and of the
 * health policies. Critical illness and personal accident pay fixed sums for named events, so
 * they count toward neither.
 */
export function existingCover(policies: readonly Pick<Policy, 'kind' | 'sumAssured'>[]): {
  life: number;
  health: number;
} {
  let life = 0;
  let health = 0;
  for (const policy of policies) {
    if (policy.kind === 'term_life') life += policy.sumAssured;
    if (policy.kind === 'health') health += policy.sumAssured;
  }
  return { life, health };
}
