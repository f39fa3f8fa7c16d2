import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import * as z from 'zod/mini';
import { BrokerReturn } from '@/features/onboarding/components/broker-return';
import { BrokerStatus } from '@/features/onboarding/components/broker-status';
import { brokerReturnOf } from '@/features/onboarding/model/broker-link';
import { PageFrame } from '@/ui/page-frame';

const title = 'Broker';

// A live broker sends the investor back here: Kite with request_token (and our state in its
// redirect_params), Upstox with code and state. Anything else in the address is ignored.
const token = z.optional(z.string().check(z.regex(/^[\w.~-]{1,256}$/)));
const searchSchema = z.object({ request_token: token, code: token, state: token });

export const Route = createFileRoute('/investor/broker')({
  staticData: { title },
  validateSearch: (search) => {
    const parsed = searchSchema.safeParse(search);
    return parsed.success ? parsed.data : {};
  },
  component: InvestorBrokerScreen,
});

function InvestorBrokerScreen() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const back = useMemo(() => brokerReturnOf(search), [search]);
  const done = useCallback(() => {
    // A first link finishes onboarding: the guard reloads the profile with its new track.
    session.clearProfile();
    void navigate({ to: '/investor/broker', search: {}, replace: true });
  }, [navigate, session]);
  return (
    <PageFrame
      title={title}
      description="Your linked broker account, its connection and when it last synced."
    >
      {back ? <BrokerReturn back={back} onDone={done} /> : <BrokerStatus />}
    </PageFrame>
  );
}
