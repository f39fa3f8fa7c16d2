import '@/ui/theme/fonts.css';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setTokenProvider } from '@/api/clients';
import { registerServiceWorker } from '@/app/pwa/register-sw';
import { Providers } from '@/app/providers';
import { RootView } from '@/app/root-view';
import { createAppRouter, preloadOpeningRoute } from '@/app/router';
import { createAppStartup } from '@/app/startup/create-app-startup';
import { warmIdentityChunks } from '@/app/startup/warm-identity';
import { createAmplifySession } from '@/auth/amplify-session';
import { endedSessionHandler } from '@/auth/ended-session';
import { PATHS } from '@/auth/guards';
import { REDIRECT_PARAM } from '@/auth/redirect-uri';
import { setOutboxOwner } from '@/outbox/owner';
import { initColorMode } from '@/ui/color-mode';

/** When the first screen has still not rendered, the worker registers anyway. */
const SW_REGISTER_FALLBACK_MS = 10_000;

initColorMode();
warmIdentityChunks();

// Bound once the router exists: a session ended elsewhere signs this device out (ended-session.ts).
let onEndedSession: (error: unknown) => void = () => undefined;
// offlineFirst: a read goes out even when the device says it is offline, because the service
// worker answers it from the response cache (with its "as of"); only retries wait for the network.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    },
  },
  queryCache: new QueryCache({ onError: (error) => onEndedSession(error) }),
  mutationCache: new MutationCache({ onError: (error) => onEndedSession(error) }),
});
const session = createAmplifySession({ queryClient });
// The API wants the raw id token in Authorization (ARCHITECTURE.md, Identity).
setTokenProvider(() => session.idToken());
// Unsent writes belong to the user who made them (src/outbox).
setOutboxOwner(() => session.profile()?.sub ?? null);
const startup = createAppStartup(session, queryClient);
const router = createAppRouter({
  queryClient,
  startup,
  session,
  navigation: { previousPath: null },
});
preloadOpeningRoute(router);

onEndedSession = endedSessionHandler(async () => {
  const here = router.state.location.href;
  await session.signOut();
  const search = new URLSearchParams({ [REDIRECT_PARAM]: here }).toString();
  await router.navigate({ href: `${PATHS.login}?${search}`, replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RootView router={router} startup={startup} />
    </Providers>
  </StrictMode>,
);

// Issue 19: the worker's install downloads the whole app shell; it starts once the first screen
// is drawn (and the page has loaded), so it never competes with that screen. The timer covers a
// first navigation that never renders.
const registerOnce = (() => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    stopWaitingForRender();
    window.clearTimeout(fallback);
    registerServiceWorker();
  };
})();
const stopWaitingForRender = router.subscribe('onRendered', registerOnce);
const fallback = window.setTimeout(registerOnce, SW_REGISTER_FALLBACK_MS);
