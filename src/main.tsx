import '@/ui/theme/fonts.css';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setTokenProvider } from '@/api/clients';
import { registerServiceWorker } from '@/app/pwa/register-sw';
import { Providers } from '@/app/providers';
import { RootView } from '@/app/root-view';
import { createAppRouter } from '@/app/router';
import { createAppStartup } from '@/app/startup/create-app-startup';
import { createAmplifySession } from '@/auth/amplify-session';
import { endedSessionHandler } from '@/auth/ended-session';
import { PATHS } from '@/auth/guards';
import { REDIRECT_PARAM } from '@/auth/redirect-uri';
import { setOutboxOwner } from '@/outbox/owner';
import { initColorMode } from '@/ui/color-mode';

initColorMode();

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
const startup = createAppStartup(session);
const router = createAppRouter({
  queryClient,
  startup,
  session,
  navigation: { previousPath: null },
});

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

registerServiceWorker();
