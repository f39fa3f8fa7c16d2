import { lazy, Suspense, useState, type ComponentType } from 'react';

// A dialog (or popover) whose code loads the first time it opens, not with its screen (issue 19,
// first-load budgets: Chakra's Dialog and Popover machinery is 12-19 KiB gzip per screen).
// Until then nothing renders; once opened it stays mounted, so it closes (and animates, and
// returns focus) exactly as it did before it was lazy. `preload` starts the download early, for
// an opener's pointerenter or focus.

export type LazyWhenOpen<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * @param load imports the module and picks the component, e.g.
 *   `() => import('./list-name-dialog').then((m) => m.ListNameDialog)`
 * @param isOpen whether these props ask for the dialog to be open, e.g. `(p) => p.mode !== null`
 */
export function lazyWhenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyWhenOpen<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Loaded = lazy(() => preload().then((component) => ({ default: component })));

  function WhenOpen(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(WhenOpen, { preload });
}
