import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { NotificationsBell } from '@/features/notifications';
import { StockSearch } from '@/features/stocks';
import { AppShell } from '@/ui/app-shell';
import { investorNav } from './-components/investor-nav';

// Spec 6: the /investor prefix is restricted to investors.
export const Route = createFileRoute('/investor')({
  staticData: { roles: ['I'] },
  component: InvestorArea,
});

function InvestorArea() {
  const { session } = Route.useRouteContext();
  return (
    <AppShell
      home="/investor/dashboard"
      areaLabel="Investor"
      nav={investorNav}
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
