import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/ui/app-shell';

// Spec 2: the signed-in shell routes, without a path prefix. Any signed-in user; a few children
// narrow this to investors (kyc, scanpage, process).
export const Route = createFileRoute('/_signedin')({
  staticData: { signedIn: true },
  component: SignedInShell,
});

function SignedInShell() {
  return (
    <AppShell home="/login" areaLabel="Account" nav={[]}>
      <Outlet />
    </AppShell>
  );
}
