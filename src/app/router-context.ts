import type { QueryClient } from '@tanstack/react-query';
import type { AuthSession } from '@/auth/session';
import type { StartupStore } from './startup/startup-store';

/** Injected once when the router is created (main.tsx); route guards read it. */
export interface RouterContext {
  queryClient: QueryClient;
  startup: StartupStore;
  session: AuthSession;
  navigation: { previousPath: string | null };
}
