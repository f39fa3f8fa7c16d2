import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/ui/app-shell';
import { investorNav } from './-components/investor-nav';

// Spec 6: the /investor prefix is restricted to investors.
export const Route = createFileRoute('/investor')({
  staticData: { roles: ['I'] },
  component: InvestorArea,
});

function InvestorArea() {
  return (
    <AppShell home="/investor/dashboard" areaLabel="Investor" nav={investorNav}>
      <Outlet />
    </AppShell>
  );
}
