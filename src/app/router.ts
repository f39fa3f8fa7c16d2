import { createRouter, type AnyRoute } from '@tanstack/react-router';
import type { Role } from '@/auth/permissions';
import { routeTree } from '@/routeTree.gen';
import { RootSpinner } from '@/ui/root-spinner';
import { appLoading } from './app-loading';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPendingComponent: RootSpinner,
    scrollRestoration: true,
  });
  // Spec 4: the loading indicator is on before navigation and off after.
  router.subscribe('onBeforeNavigate', () => appLoading.set(true));
  router.subscribe('onResolved', ({ toLocation }) => {
    context.navigation.previousPath = toLocation.pathname;
    appLoading.set(false);
  });
  return router;
}

/**
 * Issue 19: starts loading the chunks of the screen being opened (its routes' components and
 * loaders) at once, so they download and evaluate while startup's fetches and the guard run,
 * instead of after them. A redirect makes this a wasted prefetch, never a wrong screen.
 */
export function preloadOpeningRoute(router: ReturnType<typeof createAppRouter>): void {
  try {
    const routes = router.routesById as unknown as Record<string, AnyRoute | undefined>;
    for (const match of router.matchRoutes(router.latestLocation)) {
      const route = routes[String(match.routeId)];
      if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
    }
  } catch {
    // Only a head start: the navigation loads the chunks itself.
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The screen's title: the document title and the page heading. */
    title?: string;
    /** Roles allowed (spec 6: I investor, A advisor); children inherit unless they set their own. */
    roles?: readonly Role[];
    /** Any signed-in user. */
    signedIn?: boolean;
  }
}
