import { describe, expect, it } from 'vitest';
import type { Meeting } from '../../../src/features/calendar/model/contract';
import {
  checkMeetingDraft,
  checkSlots,
  firstSlotSuggestion,
  type MeetingDraft,
} from '../../../src/features/calendar/model/meeting-form';
import {
  meetingActions,
  meetingOfEvent,
  meetingStatusText,
  meetingsToShow,
} from '../../../src/features/calendar/model/meeting-rules';

// Meetings (issue 18): what each side may do at each stage, how the state reads, which are
// listed, and the forms' checks before the outbox keeps a write.

const NOW = new Date('2025-07-14T06:30:00Z'); // Monday 14 July 2025, 12 noon IST

const meeting = (change: Partial<Meeting>): Meeting => ({
  meetingId: '11111111-1111-4111-8111-111111111111',
  advisor: { sub: 'adv', name: 'Rohan Mehta' },
  investor: { sub: 'inv', name: 'Sunita Rao' },
  title: 'Half-yearly review',
  durationMinutes: 30,
  slots: ['2025-07-15T10:30:00+05:30', '2025-07-16T15:00:00+05:30'],
  proposedBy: 'advisor',
  status: 'proposed',
  start: null,
  location: null,
  note: null,
  isDemo: false,
  createdAt: '2025-07-14T05:00:00Z',
  updatedAt: '2025-07-14T05:00:00Z',
  ...change,
});

describe('who may do what', () => {
  const none = { accept: false, suggest: false, decline: false, cancel: false };
  it.each([
    [
      'the investor, to the adviser’s times',
      {},
      'investor',
      { accept: true, suggest: true, decline: true, cancel: false },
    ],
    ['the adviser, to their own times', {}, 'advisor', { ...none, cancel: true }],
    [
      'the adviser, to the investor’s suggestion',
      { proposedBy: 'investor' },
      'advisor',
      { accept: true, suggest: true, decline: false, cancel: true },
    ],
    [
      'the investor, to their own suggestion',
      { proposedBy: 'investor' },
      'investor',
      { ...none, cancel: true },
    ],
    [
      'either side, an accepted meeting',
      { status: 'accepted', start: '2025-07-15T10:30:00+05:30' },
      'investor',
      { ...none, cancel: true },
    ],
    ['nobody, a declined meeting', { status: 'declined' }, 'advisor', none],
    ['nobody, a cancelled meeting', { status: 'cancelled' }, 'investor', none],
  ] as const)('%s', (_, change, viewer, actions) => {
    expect(meetingActions(meeting(change), viewer)).toEqual(actions);
  });
});

describe('the state in words', () => {
  it.each([
    [{}, 'advisor', 'Waiting for Sunita Rao to choose a time'],
    [{}, 'investor', 'Choose a time, suggest others or decline'],
    [{ proposedBy: 'investor' }, 'advisor', 'Sunita Rao suggested other times: choose one'],
    [{ proposedBy: 'investor' }, 'investor', 'Waiting for Rohan Mehta to choose a time'],
    [
      { status: 'accepted' },
      'advisor',
      'Accepted: on both calendars, with a reminder the day before and an hour before',
    ],
    [{ status: 'declined' }, 'advisor', 'Declined'],
    [{ status: 'cancelled' }, 'investor', 'Cancelled'],
  ] as const)('%o seen by the %s: "%s"', (change, viewer, text) => {
    expect(meetingStatusText(meeting(change), viewer)).toBe(text);
  });
});

describe('the meetings listed', () => {
  it('puts the viewer’s turn first, then the other side’s, then accepted ones; no past or closed', () => {
    const list = [
      meeting({ meetingId: 'accepted', status: 'accepted', start: '2025-07-15T09:00:00+05:30' }),
      meeting({ meetingId: 'theirs', proposedBy: 'investor' }),
      meeting({ meetingId: 'mine-later', slots: ['2025-07-20T10:00:00+05:30'] }),
      meeting({ meetingId: 'mine-sooner', slots: ['2025-07-18T10:00:00+05:30'] }),
      meeting({ meetingId: 'declined', status: 'declined' }),
      meeting({ meetingId: 'past', status: 'accepted', start: '2025-07-14T09:00:00+05:30' }),
      meeting({ meetingId: 'stale', slots: ['2025-07-13T10:00:00+05:30'] }),
    ];
    expect(meetingsToShow(list, 'advisor', NOW).map((one) => one.meetingId)).toEqual([
      'theirs',
      'mine-sooner',
      'mine-later',
      'accepted',
    ]);
  });

  it('finds the meeting a calendar event stands for', () => {
    const one = meeting({});
    expect(meetingOfEvent(`meeting:${one.meetingId}`, [one])).toBe(one);
    expect(meetingOfEvent('dividend:NSE:TCS:2025-07-15', [one])).toBeUndefined();
  });
});

describe('the proposal form', () => {
  const draft: MeetingDraft = {
    investorSub: 'inv',
    title: '  Half-yearly review ',
    durationMinutes: 30,
    slots: [
      { day: '2025-07-15', clock: '10:30' },
      { day: '2025-07-16', clock: '15:00' },
    ],
    location: ' ',
    note: 'Bring the policy papers',
  };

  it('sends IST times with their offset and trimmed text', () => {
    expect(checkMeetingDraft(draft, NOW)).toEqual({
      body: {
        investorSub: 'inv',
        title: 'Half-yearly review',
        durationMinutes: 30,
        slots: ['2025-07-15T10:30:00+05:30', '2025-07-16T15:00:00+05:30'],
        location: null,
        note: 'Bring the policy papers',
      },
    });
  });

  it('names each field that is missing or wrong', () => {
    expect(
      checkMeetingDraft(
        { ...draft, investorSub: '', title: ' ', durationMinutes: 25, note: 'x'.repeat(501) },
        NOW,
      ),
    ).toEqual({
      errors: {
        investorSub: 'Choose a client',
        title: 'Give the meeting a title',
        durationMinutes: 'Choose how long it takes',
        note: 'At most 500 characters',
      },
    });
  });

  it.each([
    ['no time at all', [{ day: '', clock: '' }], { slots: 'Give at least one time' }],
    [
      'a day without a time',
      [{ day: '2025-07-15', clock: '' }],
      { 'slots.0': 'Choose the time (IST)' },
    ],
    ['a time without a day', [{ day: '', clock: '10:00' }], { 'slots.0': 'Choose the day' }],
    // 11:30 am IST on 14 July is before noon IST, the test's now.
    [
      'a time that has passed',
      [{ day: '2025-07-14', clock: '11:30' }],
      { 'slots.0': 'This time has passed' },
    ],
    [
      'the same time twice',
      [
        { day: '2025-07-15', clock: '10:30' },
        { day: '2025-07-15', clock: '10:30' },
      ],
      { 'slots.1': 'This time is given twice' },
    ],
    [
      'four times',
      ['10:00', '11:00', '12:00', '13:00'].map((clock) => ({ day: '2025-07-15', clock })),
      { slots: 'At most 3 times' },
    ],
  ])('refuses %s', (_, slots, errors) => {
    expect(checkSlots(slots, NOW)).toEqual({ errors });
  });

  it('skips rows left empty', () => {
    expect(
      checkSlots(
        [
          { day: '', clock: '' },
          { day: '2025-07-15', clock: '10:30' },
        ],
        NOW,
      ),
    ).toEqual({ body: ['2025-07-15T10:30:00+05:30'] });
  });

  it.each([
    // now (UTC), first time offered (IST)
    ['2025-07-14T06:30:00Z', { day: '2025-07-14', clock: '14:00' }], // Mon noon IST
    ['2025-07-14T02:00:00Z', { day: '2025-07-14', clock: '10:00' }], // Mon 7:30 am IST
    ['2025-07-14T12:00:00Z', { day: '2025-07-15', clock: '10:00' }], // Mon 5:30 pm IST
    ['2025-07-18T12:00:00Z', { day: '2025-07-21', clock: '10:00' }], // Fri 5:30 pm IST
  ])('offers a first time in office hours: at %s, %o', (now, slot) => {
    expect(firstSlotSuggestion(new Date(now))).toEqual(slot);
  });
});
