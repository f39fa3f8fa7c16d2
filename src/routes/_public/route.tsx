import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicShell } from '@/ui/public-shell';

// The public pages of spec 2: no session needed.
export const Route = createFileRoute('/_public')({
  component: PublicArea,
});

/**
 * Exported so that the router plugin leaves it in the entry with PublicShell, not in a chunk of
 * its own (TanStack's code splitting skips exported components): a separate chunk for these few
 * lines cost every public page's first visit about 0.2 KiB gzip (issue 19).
 */
export function PublicArea() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
