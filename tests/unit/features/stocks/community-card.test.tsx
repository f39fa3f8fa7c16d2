import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { communityOf, EMPTY_FLOW, type CommunityTallies } from '@/features/stocks/model/community';
import type { Instrument } from '@/features/stocks/model/contract';
import { system } from '@/ui/theme/system';

// The community card (issue 12, Deliver 7): each figure in plain words or the privacy note, the
// trend with its text alternative, the demo label, and adviser calls "not available yet".

const answer = vi.hoisted((): { current: unknown } => ({ current: undefined }));
vi.mock('@/features/stocks/api/get-community', () => ({
  useCommunity: () => ({
    isPending: false,
    isError: false,
    data: { data: answer.current, cache: null, cachedAt: null },
  }),
}));

const { CommunityCard } = await import('@/features/stocks/components/community-card');

const flow = (traders: number, buy: number, sell: number) => ({
  traders,
  buyPaise: buy,
  sellPaise: sell,
  largestTraderPaise: Math.ceil((buy + sell) / traders),
});
const tallies: CommunityTallies = {
  asOf: '2026-06-30',
  watchers: 12,
  recentAdders: 3,
  flow: flow(8, 3_00_000_00, 1_00_000_00),
  weeks: [EMPTY_FLOW, flow(5, 100, 100), flow(6, 300, 100), flow(5, 100, 300)],
  adviserCalls: null,
  demo: true,
};
const stock = { exchange: 'NSE', symbol: 'INFY' } as Instrument;

function show(over: Partial<CommunityTallies> = {}) {
  answer.current = communityOf('NSE', 'INFY', { ...tallies, ...over });
  render(
    <ChakraProvider value={system}>
      <CommunityCard instrument={stock} />
    </ChakraProvider>,
  );
}

describe('CommunityCard', () => {
  it('says each figure in plain words, or why it is hidden', () => {
    show();
    expect(screen.getByRole('heading', { name: 'What Nivesh investors do' })).toBeTruthy();
    expect(screen.getByText('12 investors have it in a watchlist')).toBeTruthy();
    expect(
      screen.getByText('Fewer than 5 investors — hidden to protect their privacy'),
    ).toBeTruthy();
    expect(
      screen.getByText('8 investors bought ₹3 L and sold ₹1 L: 75% of the value was buying'),
    ).toBeTruthy();
    expect(screen.getByText(/Not available yet/)).toBeTruthy();
    expect(screen.getByText('Local demo data')).toBeTruthy();
  });

  it('draws the trend as 4 bars with a text alternative', () => {
    show();
    const trend = screen.getByRole('img');
    expect(trend.getAttribute('aria-label')).toBe(
      [
        'Week to 9 Jun: fewer than 5 investors — hidden to protect their privacy',
        'Week to 16 Jun: net buying 0% of the value traded',
        'Week to 23 Jun: net buying +50% of the value traded',
        'Week to 30 Jun: net buying −50% of the value traded',
      ].join('. '),
    );
  });

  it('counts advisers’ calls when there are some, and has no demo label on real data', () => {
    show({ adviserCalls: 6, demo: false });
    expect(screen.getByText('6 advisers hold a buy call on it')).toBeTruthy();
    expect(screen.queryByText('Local demo data')).toBeNull();
  });
});
