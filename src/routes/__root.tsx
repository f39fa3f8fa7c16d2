import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { runNavigationGuard } from '@/auth/navigation-guard';
import { mergeAccess } from '@/auth/permissions';
import { NotFoundScreen } from './-components/not-found-screen';
import { RootLayout } from './-components/root-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation passes the spec's guard rules (section 4) in order; see src/auth.
  beforeLoad: async ({ context, location, matches, preload }) => {
    if (preload) return;
    const startup = await context.startup.whenReady();
    if (context.startup.takeLoginRedirect() && location.pathname !== '/login') {
      throw redirect({ href: '/login', replace: true });
    }
    const decision = await runNavigationGuard({
      target: {
        pathname: location.pathname,
        href: location.href,
        access: mergeAccess(matches.map((match) => match.staticData)),
      },
      previousPath: context.navigation.previousPath,
      maintenance: startup.settings?.UNDER_MAINTENANCE === 1,
      session: context.session,
      warn: (message, error) => console.warn(message, error),
    });
    if (decision) throw redirect({ href: decision.href, replace: true });
  },
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});
