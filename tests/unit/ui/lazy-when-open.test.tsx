import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWhenOpen } from '@/ui/lazy-when-open';

interface Props {
  open: boolean;
  label: string;
}

function Panel({ open, label }: Props) {
  return <p data-open={String(open)}>{label}</p>;
}

const setup = () => {
  const load = vi.fn(() => Promise.resolve(Panel));
  const Lazy = lazyWhenOpen(load, (props: Props) => props.open);
  return { load, Lazy };
};

describe('lazyWhenOpen (issue 19: a dialog loads on first open)', () => {
  it('loads nothing and renders nothing while never opened', () => {
    const { load, Lazy } = setup();
    const { container } = render(<Lazy open={false} label="Rename" />);
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });

  it('loads on first open and passes every prop through', async () => {
    const { load, Lazy } = setup();
    const { rerender } = render(<Lazy open={false} label="Rename" />);
    rerender(<Lazy open label="Rename" />);
    expect(await screen.findByText('Rename')).toBeTruthy();
    expect(screen.getByText('Rename').getAttribute('data-open')).toBe('true');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays mounted after closing, so it can close as it always did', async () => {
    const { load, Lazy } = setup();
    const { rerender } = render(<Lazy open label="Alerts" />);
    await screen.findByText('Alerts');
    rerender(<Lazy open={false} label="Alerts" />);
    expect(screen.getByText('Alerts').getAttribute('data-open')).toBe('false');
    rerender(<Lazy open label="Alerts" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload downloads once, shared with the first open', async () => {
    const { load, Lazy } = setup();
    await act(() => Lazy.preload());
    await act(() => Lazy.preload());
    render(<Lazy open label="Now" />);
    expect(await screen.findByText('Now')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
