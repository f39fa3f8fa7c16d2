import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Broker, BrokerLink } from '@/features/onboarding/model/broker-link';
import {
  brokerReturnOf,
  formatPaise,
  isBrokerSignInUrl,
} from '@/features/onboarding/model/broker-link';
import { system } from '@/ui/theme/system';

// The broker picker (issue 10) and the pure rules under it: rupees with lakh grouping, the
// only sign-in pages the app opens, reading a broker's redirect, and which outbox answers are
// kept for later.

const brokers: Broker[] = [
  {
    id: 'paper',
    name: 'Paper trading',
    kind: 'paper',
    configured: true,
    note: 'Practise.',
    startingCashPaise: 100_000_000,
  },
  {
    id: 'zerodha',
    name: 'Zerodha',
    kind: 'live',
    configured: false,
    note: 'Not set up.',
    startingCashPaise: null,
  },
  {
    id: 'upstox',
    name: 'Upstox',
    kind: 'live',
    configured: true,
    note: 'Sign in on Upstox.',
    startingCashPaise: null,
  },
];
const paperLink: BrokerLink = {
  broker: 'paper',
  status: 'linked',
  linkedAt: '2026-01-12T09:05:00Z',
  lastSyncAt: '2026-01-12T09:05:00Z',
  sessionExpiresAt: null,
  paper: { cashPaise: 100_000_000 },
  demo: false,
};

const mutate = vi.fn();
vi.mock('@/features/onboarding/api/broker-list', () => ({
  useBrokers: () => ({
    isPending: false,
    isError: false,
    data: { data: { brokers }, cache: null, cachedAt: null },
  }),
}));
vi.mock('@/features/onboarding/api/broker-link', () => ({
  useLinkBroker: () => ({ mutate, isPending: false }),
}));
const items = vi.fn<() => { id: string; lastError?: string }[]>(() => []);
const discard = vi.fn(() => Promise.resolve());
vi.mock('@/outbox', () => ({ outbox: { items: () => items(), discard } }));

const { BrokerPicker } = await import('@/features/onboarding/components/broker-picker');
const { settle } = await import('@/features/onboarding/api/broker-submit');

beforeEach(() => {
  mutate.mockReset();
  discard.mockClear();
});

describe('broker picker', () => {
  it('recommends paper with its virtual cash and disables a live broker not set up here', () => {
    render(
      <ChakraProvider value={system}>
        <BrokerPicker onLinked={() => undefined} />
      </ChakraProvider>,
    );
    expect(screen.getByText('Recommended for the demo')).toBeTruthy();
    expect(screen.getByText('Virtual cash of ₹10,00,000')).toBeTruthy();
    const unset = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Not set up on this server',
    });
    expect(unset.disabled).toBe(true);
    expect(unset.getAttribute('aria-describedby')).toBe('broker-note-zerodha');
    const upstox = screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in to Upstox' });
    expect(upstox.disabled).toBe(false);
  });

  it('links paper and reports the link', () => {
    const onLinked = vi.fn();
    mutate.mockImplementation((_broker: string, options: { onSuccess: (o: unknown) => void }) =>
      options.onSuccess({ state: 'linked', link: paperLink }),
    );
    render(
      <ChakraProvider value={system}>
        <BrokerPicker onLinked={onLinked} />
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use paper trading' }));
    expect(mutate.mock.calls[0]?.[0]).toBe('paper');
    expect(onLinked).toHaveBeenCalledWith(paperLink);
  });
});

describe('broker rules', () => {
  it.each([
    [100_000_000, '₹10,00,000'],
    [123_456_789, '₹12,34,567.89'],
    [1_000_000_000, '₹1,00,00,000'],
    [0, '₹0'],
  ])('formats %i paise as %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it.each([
    ['https://kite.zerodha.com/connect/login?v=3&api_key=k', true],
    ['https://api.upstox.com/v2/login/authorization/dialog?x=1', true],
    ['http://kite.zerodha.com/connect/login', false],
    ['https://kite.zerodha.com.evil.example/connect/login', false],
    ['javascript:alert(1)', false],
    ['/investor/dashboard', false],
  ])('opens %s as a sign-in page: %s', (url, allowed) => {
    expect(isBrokerSignInUrl(url)).toBe(allowed);
  });

  it.each([
    [
      { request_token: 'rt', state: 's' },
      { broker: 'zerodha', state: 's', requestToken: 'rt' },
    ],
    [
      { code: 'c', state: 's' },
      { broker: 'upstox', state: 's', code: 'c' },
    ],
    [{ request_token: 'rt' }, null],
    [{ state: 's' }, null],
    [{}, null],
  ])('reads the redirect %j as %j', (search, expected) => {
    expect(brokerReturnOf(search)).toEqual(expected);
  });
});

describe('settling a broker write', () => {
  it('passes a sent answer through', async () => {
    expect(await settle({ state: 'sent', data: 1, status: 201, replayed: false }, true)).toEqual({
      state: 'sent',
      data: 1,
    });
  });

  it('keeps an offline paper link, drops an offline sign-in', async () => {
    items.mockReturnValue([
      { id: 'a', lastError: 'No connection: it will be sent when you are back online' },
    ]);
    expect(await settle({ state: 'queued', id: 'a' }, true)).toEqual({ state: 'kept' });
    await expect(settle({ state: 'queued', id: 'a' }, false)).rejects.toThrow('You are offline');
    expect(discard).toHaveBeenCalledWith('a');
  });

  it('takes back and shows a refusal the outbox would retry (409, 503)', async () => {
    items.mockReturnValue([
      { id: 'b', lastError: 'Your account is linked to Zerodha; unlink it first' },
    ]);
    await expect(settle({ state: 'queued', id: 'b' }, true)).rejects.toThrow('unlink it first');
    expect(discard).toHaveBeenCalledWith('b');
  });
});
