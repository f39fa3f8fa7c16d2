import { describe, expect, it } from 'vitest';
import { isRenewalDue, renewalDate } from '@/features/onboarding/model/risk-renewal';

// Issue 10: a profile older than a year prompts a re-profile; due on the same day a year later.

describe('isRenewalDue', () => {
  const taken = new Date('2025-03-15T10:00:00Z');
  it.each([
    ['the same day', '2025-03-15T10:00:00Z', false],
    ['two months later', '2025-05-15T10:00:00Z', false],
    ['a minute before the year', '2026-03-15T09:59:00Z', false],
    ['exactly a year later', '2026-03-15T10:00:00Z', true],
    ['thirteen months later', '2026-04-15T10:00:00Z', true],
  ])('%s: %s', (_name, now, due) => {
    expect(isRenewalDue(taken, new Date(now))).toBe(due);
  });

  it('takes a 29 February profile as due on 1 March', () => {
    expect(renewalDate(new Date('2024-02-29T00:00:00Z')).toISOString()).toBe(
      '2025-03-01T00:00:00.000Z',
    );
  });
});
