import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
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
      actions={<SignOutButton session={session} />}
    >
      <Outlet />
    </AppShell>
  );
}
