import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { BrokerPicker } from '@/features/onboarding/components/broker-picker';
import { PageFrame } from '@/ui/page-frame';

const title = 'Link your broker';

// Spec 2: linkbroker takes a query flag newuser (true during onboarding).
const searchSchema = z.object({
  newuser: z.catch(
    z.pipe(
      z.unknown(),
      z.transform((value) => value === true || value === 'true' || value === 1 || value === '1'),
    ),
    false,
  ),
});

export const Route = createFileRoute('/_signedin/linkbroker')({
  staticData: { title },
  validateSearch: searchSchema,
  component: LinkBrokerScreen,
});

function LinkBrokerScreen() {
  const { newuser } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const linked = () => {
    // Linking finished onboarding on the server: the guard reloads the profile with its track.
    session.clearProfile();
    // Issue 13: a new investor chooses how to start (a goal or a basket) next.
    void navigate({ to: newuser ? '/basketorgoal' : '/investor/broker' });
  };
  return (
    <PageFrame
      title={title}
      description={
        newuser
          ? 'Welcome! One last step: connect your SEBI-registered stock broker so your holdings and orders stay in sync. Nivesh never holds your money or securities.'
          : 'Connect your SEBI-registered stock broker so your holdings and orders stay in sync. Nivesh never holds your money or securities.'
      }
    >
      <BrokerPicker onLinked={linked} />
    </PageFrame>
  );
}
