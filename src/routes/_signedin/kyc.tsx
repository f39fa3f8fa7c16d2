import { createFileRoute } from '@tanstack/react-router';
import { KycScreen } from '@/features/onboarding/components/kyc-screen';
import { outboxOwner } from '@/outbox/owner';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';

const title = 'Complete your KYC';

export const Route = createFileRoute('/_signedin/kyc')({
  staticData: { title, roles: ['I'] },
  component: KycRoute,
});

function KycRoute() {
  // The draft on this device is kept per user: the id the outbox sends writes as scopes it.
  const sub = outboxOwner();
  return (
    <PageFrame
      title={title}
      description="SEBI asks every investor for these details before investing. Your draft is saved as you type; your adviser checks what you send."
    >
      {sub ? (
        <KycScreen sub={sub} />
      ) : (
        <ScreenEmptyState title="Sign in again" description="We could not tell who is signed in." />
      )}
    </PageFrame>
  );
}
