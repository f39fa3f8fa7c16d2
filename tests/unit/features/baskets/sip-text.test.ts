import { describe, expect, it } from 'vitest';
import {
  nextSipDate,
  ordinal,
  readSipDraft,
  sipBelowMinimumText,
  sipStatusText,
  todayInIndia,
} from '@/features/baskets/components/basket-sip-text';

// The SIP's words (issue 13, Deliver 7): an SIP is taken on a day 1 to 28 of each month,
// starting after the day it is set up; the server's job moves a holiday to the next trading day.

describe('the day of the month', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [28, '28th'],
  ])('%i is the %s', (day, text) => {
    expect(ordinal(day)).toBe(text);
  });
});

describe('the next instalment’s date', () => {
  it.each([
    ['the day is still ahead this month', 10, '2026-01-05', '2026-01-10'],
    ['the day is today: next month (it starts after today)', 5, '2026-01-05', '2026-02-05'],
    ['the day has passed', 1, '2026-01-05', '2026-02-01'],
    ['across the year end', 28, '2026-12-28', '2027-01-28'],
    ['February has the 28th', 28, '2026-01-31', '2026-02-28'],
  ])('%s', (_, day, today, next) => {
    expect(nextSipDate(day, today)).toBe(next);
  });

  it.each([
    ['2026-01-11T18:29:59Z', '2026-01-11'],
    ['2026-01-11T18:30:00Z', '2026-01-12'], // midnight in India
  ])('%s is %s in India', (instant, date) => {
    expect(todayInIndia(new Date(instant))).toBe(date);
  });
});

describe('the SIP in one line', () => {
  it.each([
    ['no SIP', null, 'No SIP yet: set one up to invest every month.'],
    [
      'active, the server’s next date',
      { amount: 500_000, day: 5, active: true, nextDate: '2026-02-05' },
      '₹5,000.00 on the 5th of every month, next on 5 Feb 2026.',
    ],
    [
      'active, saved on this device (no next date yet)',
      { amount: 500_000, day: 22, active: true, nextDate: null },
      '₹5,000.00 on the 22nd of every month, next about 22 Jan 2026, or the first trading day after.',
    ],
    [
      'paused',
      { amount: 1_000_000, day: 1, active: false, nextDate: null },
      'Paused: ₹10,000.00 on the 1st of every month. Resume it to start the instalments again.',
    ],
  ])('%s', (_, sip, text) => {
    expect(sipStatusText(sip, '2026-01-12')).toBe(text);
  });
});

describe('the SIP form', () => {
  it.each([
    ['a good SIP', '5000', '5', { amount: 500_000, day: 5 }],
    ['no amount', '', '5', { errors: { amount: 'Enter the monthly amount' } }],
    ['not an amount', 'five', '5', { errors: { amount: 'Enter an amount in rupees, like 5000' } }],
    ['below ₹500', '499', '5', { errors: { amount: 'An SIP is at least ₹500.00' } }],
    ['day 29', '5000', '29', { errors: { day: 'Choose a day from 1 to 28' } }],
    ['day 0', '5000', '0', { errors: { day: 'Choose a day from 1 to 28' } }],
    [
      'both wrong',
      '',
      'x',
      { errors: { amount: 'Enter the monthly amount', day: 'Choose a day from 1 to 28' } },
    ],
  ])('%s', (_, amount, day, expected) => {
    expect(readSipDraft(amount, day)).toEqual(expected);
  });

  it.each([
    [500_000, 5_900_000, true],
    [5_900_000, 5_900_000, false],
    [6_000_000, 5_900_000, false],
  ])('₹%i a month against a minimum of %i warns: %s', (amount, minimum, warns) => {
    expect(sipBelowMinimumText(amount, minimum) !== null).toBe(warns);
  });
});
