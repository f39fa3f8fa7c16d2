import { describe, expect, it } from 'vitest';
import { deletionDueAt, DELETION_GRACE_DAYS, retainUntil } from '@/features/account/model/deletion';
import {
  channelsFor,
  choicesWithDefaults,
  DEFAULT_CHOICES,
} from '@/features/account/model/notifications';

// The account settings rules (issue 11, Deliver 8): stored notification choices over the
// defaults, where a notice goes, and the deletion grace and retention dates.

describe('choicesWithDefaults', () => {
  it.each([
    ['nothing stored', undefined, DEFAULT_CHOICES],
    ['not an object', 'yes', DEFAULT_CHOICES],
    [
      'one channel changed',
      { research: { email: true } },
      { ...DEFAULT_CHOICES, research: { email: true, sms: false } },
    ],
    [
      'a value that is not a yes or no',
      { orders: { email: 'no', sms: false } },
      { ...DEFAULT_CHOICES, orders: { email: true, sms: false } },
    ],
    ['a topic that no longer exists', { offers: { email: true } }, DEFAULT_CHOICES],
  ])('%s', (_case, stored, expected) => {
    expect(choicesWithDefaults(stored)).toEqual(expected);
  });
});

describe('channelsFor', () => {
  const contact = { email: 'a@example.com', phone: '+919876543210' };
  it.each([
    ['orders', contact, ['email:a@example.com', 'sms:+919876543210']],
    ['dividends', contact, ['email:a@example.com']],
    ['research', contact, []],
    ['orders', { email: null, phone: '+919876543210' }, ['sms:+919876543210']],
    ['orders', { email: 'a@example.com', phone: null }, ['email:a@example.com']],
  ] as const)('%s to %j', (topic, to, expected) => {
    expect(
      channelsFor(DEFAULT_CHOICES, topic, to).map(
        ({ channel, to: where }) => `${channel}:${where}`,
      ),
    ).toEqual(expected);
  });
});

describe('deletion dates', () => {
  it('is due after the grace, to the millisecond', () => {
    const asked = new Date('2026-11-23T10:15:30.123Z');
    expect(deletionDueAt(asked).getTime() - asked.getTime()).toBe(
      DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000,
    );
  });

  it.each([
    ['2026-11-30T10:15:30.000Z', '2031-11-30T10:15:30.000Z'],
    // From a leap day, five calendar years on is 1 March.
    ['2028-02-29T00:00:00.000Z', '2033-03-01T00:00:00.000Z'],
  ])('keeps records erased on %s until %s', (erased, until) => {
    expect(retainUntil(new Date(erased)).toISOString()).toBe(until);
  });
});
