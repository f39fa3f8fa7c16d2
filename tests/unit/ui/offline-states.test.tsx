import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectivity } from '@/api/connectivity';
import { NetworkError } from '@/api/errors';
import { AsOf, showsAsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { OfflineIndicator } from '@/ui/offline-indicator';
import { system } from '@/ui/theme/system';

const inChakra = (node: React.ReactNode) =>
  render(<ChakraProvider value={system}>{node}</ChakraProvider>);
const STORED = new Date('2026-01-12T10:15:00.000Z');

afterEach(() => {
  act(() => connectivity.reportSuccess());
});

describe('offline states a user sees', () => {
  it('formats times the Indian way, in India time', () => {
    expect(formatIndianDateTime(STORED)).toBe('12 Jan 2026, 3:45 pm IST');
  });

  it.each([
    ['stale', false, true],
    ['stale', true, true],
    ['hit', true, true],
    ['hit', false, false],
    ['miss', true, false],
    [null, true, false],
  ] as const)('data from %s, offline %s: says "as of" %s', (cache, offline, shown) => {
    expect(showsAsOf(cache, STORED, offline)).toBe(shown);
  });

  it('shows "as of" with the stored time on saved data', () => {
    inChakra(<AsOf cache="stale" cachedAt={STORED} />);
    expect(screen.getByTestId('as-of').textContent).toBe(
      'Saved data, as of 12 Jan 2026, 3:45 pm IST',
    );
    expect(screen.getByTestId('as-of').querySelector('time')?.getAttribute('dateTime')).toBe(
      STORED.toISOString(),
    );
  });

  it('shows the offline badge while calls fail, and hides it when one gets through', () => {
    inChakra(<OfflineIndicator />);
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
    act(() => connectivity.reportFailure());
    expect(screen.getByTestId('offline-indicator').textContent).toContain('Offline');
    act(() => connectivity.reportSuccess());
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
  });

  it('offers a retry where nothing is saved', () => {
    const retry = vi.fn();
    inChakra(<DataError error={new NetworkError()} onRetry={retry} />);
    expect(screen.getByTestId('data-error').textContent).toContain(
      'has not been saved on this device',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('dataErrorMessage', () => {
  it('never shows a parser report when an answer does not match the contract', async () => {
    const { dataErrorMessage } = await import('@/ui/data-error');
    const z = await import('zod/mini');
    const parsed = z.object({ a: z.string() }).safeParse({});
    expect(parsed.success).toBe(false);
    const message = dataErrorMessage(parsed.error);
    expect(message).toMatch(/could not be read/);
    expect(message).not.toMatch(/invalid_type|"path"/);
  });
});
