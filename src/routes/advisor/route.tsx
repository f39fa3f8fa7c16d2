import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { NotificationsBell } from '@/features/notifications';
import { StockSearch } from '@/features/stocks';
import { AppShell } from '@/ui/app-shell';
import { advisorNav } from './-components/advisor-nav';

// Spec 6: the /advisor prefix is restricted to advisors.
export const Route = createFileRoute('/advisor')({
  staticData: { roles: ['A'] },
  component: AdvisorArea,
});

function AdvisorArea() {
  const { session } = Route.useRouteContext();
  return (
    <AppShell
      home="/advisor/marketoverview"
      areaLabel="Adviser"
      nav={advisorNav}
      actions={
        <>
          <NotificationsBell />
          <SignOutButton session={session} />
        </>
      }
      search={<StockSearch />}
    >
      <Outlet />
    </AppShell>
  );
}
