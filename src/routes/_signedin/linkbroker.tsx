import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PlannedScreen } from '@/ui/planned-screen';

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
  return (
    <PlannedScreen
      title={title}
      description={
        newuser
          ? 'Welcome! One last step: connect your SEBI-registered stock broker so your holdings and orders stay in sync. Nivesh never holds your money or securities.'
          : 'Connect your SEBI-registered stock broker so your holdings and orders stay in sync. Nivesh never holds your money or securities.'
      }
    />
  );
}
