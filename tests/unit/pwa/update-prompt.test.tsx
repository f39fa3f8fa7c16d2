import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { swUpdateStore } from '@/app/pwa/register-sw';
import { UpdatePrompt } from '@/app/pwa/update-prompt';
import { system } from '@/ui/theme/system';

function renderPrompt() {
  return render(
    <ChakraProvider value={system}>
      <UpdatePrompt />
    </ChakraProvider>,
  );
}

// One store per page: these steps run in order against it.
describe('<UpdatePrompt />', () => {
  const driver = { skipWaiting: vi.fn(() => true), reload: vi.fn() };
  swUpdateStore.connect(driver);

  it('shows an empty polite live region while there is no new version', () => {
    renderPrompt();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('offers Reload and Later when a new version waits, and Later hides it', () => {
    renderPrompt();
    act(() => swUpdateStore.updateFound());
    expect(screen.getByRole('status').textContent).toContain('A new version of Nivesh is ready');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(driver.reload).not.toHaveBeenCalled();
  });

  it('reloads only after the user chose Reload and the new version took control', () => {
    renderPrompt();
    act(() => swUpdateStore.updateFound());
    act(() => swUpdateStore.controllerChanged());
    expect(driver.reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(driver.skipWaiting).toHaveBeenCalledTimes(1);
    act(() => swUpdateStore.controllerChanged());
    expect(driver.reload).toHaveBeenCalledTimes(1);
  });
});
