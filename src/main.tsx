import '@/ui/theme/fonts.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setTokenProvider } from '@/api/clients';
import { registerServiceWorker } from '@/app/pwa/register-sw';
import { Providers } from '@/app/providers';
import { RootView } from '@/app/root-view';
import { createAppRouter } from '@/app/router';
import { createAppStartup } from '@/app/startup/create-app-startup';
import { createAmplifySession } from '@/auth/amplify-session';
import { setOutboxOwner } from '@/outbox/owner';
import { initColorMode } from '@/ui/color-mode';

initColorMode();

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
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
