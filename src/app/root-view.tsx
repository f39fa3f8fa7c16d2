import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { RootSpinner } from '@/ui/root-spinner';
import { appLoading } from './app-loading';
import type { createAppRouter } from './router';
import type { StartupStore } from './startup/startup-store';

// A navigation spinner that appears at once would flash on every fast page change; it shows
// only when a navigation takes longer than this.
const NAVIGATION_SPINNER_DELAY_MS = 300;

function useDelayedFlag(on: boolean, delayMs: number) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [on, delayMs]);
  return on && shown;
}

interface RootViewProps {
  router: ReturnType<typeof createAppRouter>;
  startup: StartupStore;
}

/** Spec 2: only the centred purple spinner until startup ends, then the routed page. */
export function RootView({ router, startup }: RootViewProps) {
  const state = useSyncExternalStore(startup.subscribe, startup.getState);
  const navigating = useSyncExternalStore(appLoading.subscribe, appLoading.getSnapshot);
  const slowNavigation = useDelayedFlag(navigating, NAVIGATION_SPINNER_DELAY_MS);
  return (
    <>
      <RouterProvider router={router} />
      {state.status === 'loading' || slowNavigation ? <RootSpinner /> : null}
    </>
  );
}
