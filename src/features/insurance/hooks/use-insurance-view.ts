import { useMemo } from 'react';
import { useOutboxItems } from '@/outbox';
import { useInsurance } from '../api/insurance-get';
import { pendingInsurance } from '../model/pending-writes';
import { policyRows } from '../model/policy-list';

// The investor's insurance as this device should show it: the server's (or, offline, the saved
// answer) with the writes still waiting in the outbox laid over it, so a reload offline shows
// what the investor did.

export function useInsuranceView() {
  const query = useInsurance();
  const waiting = useOutboxItems();
  const pending = useMemo(() => pendingInsurance(waiting), [waiting]);
  const rows = useMemo(
    () => (query.data ? policyRows(query.data.data.policies, pending) : undefined),
    [query.data, pending],
  );
  const unsent = waiting.filter(
    (item) => item.state === 'pending' && item.kind.startsWith('insurance-'),
  ).length;
  const needsInputs = pending.needs ?? query.data?.data.needsInputs ?? null;
  return { query, rows, needsInputs, unsent };
}
