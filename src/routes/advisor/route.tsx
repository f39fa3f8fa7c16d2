import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/ui/app-shell';
import { advisorNav } from './-components/advisor-nav';

// Spec 6: the /advisor prefix is restricted to advisors.
export const Route = createFileRoute('/advisor')({
  staticData: { roles: ['A'] },
  component: AdvisorArea,
});

function AdvisorArea() {
  return (
    <AppShell home="/advisor/marketoverview" areaLabel="Adviser" nav={advisorNav}>
      <Outlet />
    </AppShell>
  );
}
