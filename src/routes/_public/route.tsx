import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicShell } from '@/ui/public-shell';

// The public pages of spec 2: no session needed.
export const Route = createFileRoute('/_public')({
  component: PublicArea,
});

function PublicArea() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
