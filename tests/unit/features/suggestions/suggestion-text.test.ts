import { describe, expect, it } from 'vitest';
import { answerErrorOf, PRICES_MOVED } from '@/features/suggestions/api/answer-error';
import { ApiError, NetworkError } from '@/api/errors';
import {
  legText,
  pendingText,
  resultSummary,
  statusText,
} from '@/features/suggestions/model/suggestion-text';

describe('statusText', () => {
  it.each([
    { status: 'pending' as const, respondedAt: null, text: 'Waiting for you' },
    {
      status: 'accepted' as const,
      respondedAt: '2026-11-23T20:00:00Z',
      text: 'Accepted on 24 Nov 2026',
    },
    {
      status: 'declined' as const,
      respondedAt: '2026-11-23T09:00:00+05:30',
      text: 'Declined on 23 Nov 2026',
    },
    { status: 'superseded' as const, respondedAt: null, text: 'Replaced by a newer suggestion' },
  ])('$status', ({ status, respondedAt, text }) => {
    expect(statusText({ status, respondedAt })).toBe(text);
  });
});

describe('legText and resultSummary', () => {
  const leg = (fields: Partial<Parameters<typeof legText>[0]>) => ({
    symbol: 'ITC',
    side: 'BUY' as const,
    quantity: 10,
    status: 'COMPLETE' as const,
    orderId: 'o-1',
    message: null,
    price: 40_150,
    charges: 500,
    ...fields,
  });
  it.each([
    { l: leg({}), text: 'Bought 10 shares of ITC: filled at ₹401.50' },
    { l: leg({ side: 'SELL', quantity: 1 }), text: 'Sold 1 share of ITC: filled at ₹401.50' },
    {
      l: leg({ status: 'REJECTED', message: 'Not enough cash.' }),
      text: 'ITC not bought: rejected: Not enough cash',
    },
    {
      l: leg({ status: 'FAILED', side: 'SELL' }),
      text: 'ITC not sold: the order could not be placed: no reason given',
    },
  ])('$text', ({ l, text }) => expect(legText(l)).toBe(text));

  it.each([
    { legs: [leg({})], title: 'The order went through', tone: 'success' },
    {
      legs: [leg({}), leg({ symbol: 'TCS' })],
      title: 'All 2 orders went through',
      tone: 'success',
    },
    {
      legs: [leg({}), leg({ status: 'REJECTED' })],
      title: '1 of 2 orders went through',
      tone: 'warning',
    },
    { legs: [leg({ status: 'FAILED' })], title: 'No order went through', tone: 'error' },
  ])('$title', ({ legs, title, tone }) => expect(resultSummary(legs)).toEqual({ title, tone }));

  it.each([
    { n: 0, text: null },
    { n: 1, text: '1 suggestion waiting for you' },
    { n: 3, text: '3 suggestions waiting for you' },
  ])('pendingText($n)', ({ n, text }) => expect(pendingText(n)).toBe(text));
});

describe('answerErrorOf', () => {
  it.each([
    {
      e: new ApiError('Prices moved.', 409, 'prices_moved'),
      kind: 'prices-moved',
      message: PRICES_MOVED,
    },
    {
      e: new ApiError('Already accepted.', 409, 'conflict'),
      kind: 'answered',
      message:
        'This suggestion has already been answered or replaced: Already accepted. The list now shows where it stands.',
    },
    { e: new ApiError('No paper account.', 409, 'no_paper_account'), kind: 'no-account' },
    {
      e: new ApiError('Too many', 422, 'invalid', [
        { in: 'body', field: 'quantities.BUY:ITC', detail: 'At most 10' },
      ]),
      kind: 'orders',
      byOrder: { 'BUY:ITC': 'At most 10' },
    },
    { e: new ApiError('Server down', 503), kind: 'other', message: 'Server down' },
    {
      e: new NetworkError(),
      kind: 'other',
      message: 'No connection: nothing was sent. Try again when you are back online.',
    },
  ])('$kind ($e.message)', ({ e, kind, message, byOrder }) => {
    const read = answerErrorOf(e, 'accept');
    expect(read.kind).toBe(kind);
    if (message) expect(read.message).toBe(message);
    if (byOrder) expect(read).toMatchObject({ byOrder });
  });
});
