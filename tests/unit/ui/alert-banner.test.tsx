import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertBanner } from '@/ui/alert/alert-banner';
import { hideAlert, showAlert } from '@/ui/alert/alert-store';
import { system } from '@/ui/theme/system';

const renderBanner = () =>
  render(
    <ChakraProvider value={system}>
      <AlertBanner />
    </ChakraProvider>,
  );

describe('alert banner (spec 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => {
      hideAlert();
    });
    vi.useRealTimers();
  });

  it('shows a message of type info by default', () => {
    renderBanner();
    act(() => {
      showAlert('Saved your goal');
    });
    expect(screen.getByText('Saved your goal')).toBeTruthy();
    expect(screen.getByTestId('alert-banner').getAttribute('data-type')).toBe('info');
    expect(screen.getByRole('status').textContent).toContain('Saved your goal');
  });

  it('hides after 5 seconds, not before', () => {
    renderBanner();
    act(() => {
      showAlert('Prices updated');
    });
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(screen.queryByText('Prices updated')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Prices updated')).toBeNull();
  });

  it('hides on click', () => {
    renderBanner();
    act(() => {
      showAlert('Tap to dismiss');
    });
    fireEvent.click(screen.getByText('Tap to dismiss'));
    expect(screen.queryByText('Tap to dismiss')).toBeNull();
  });

  it('announces errors assertively and can be dismissed from the keyboard', () => {
    renderBanner();
    act(() => {
      showAlert('Network Error', 'error');
    });
    expect(screen.getByRole('alert').textContent).toContain('Network Error');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Network Error')).toBeNull();
  });

  it('a new message replaces the old one and restarts the 5 s timer', () => {
    renderBanner();
    act(() => {
      showAlert('First');
    });
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    act(() => {
      showAlert('Second', 'success');
    });
    expect(screen.queryByText('First')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(screen.queryByText('Second')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText('Second')).toBeNull();
  });
});
