import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { NotificationsBell } from '@/features/notifications';
import { StockSearch } from '@/features/stocks';
import { AppShell } from '@/ui/app-shell';

// Spec 2: the signed-in shell routes, without a path prefix. Any signed-in user; a few children
// narrow this to investors (kyc, scanpage, process).
export const Route = createFileRoute('/_signedin')({
  staticData: { signedIn: true },
  component: SignedInShell,
});

function SignedInShell() {
  const { session } = Route.useRouteContext();
  return (
    <AppShell
      home="/login"
      areaLabel="Account"
      nav={[]}
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
