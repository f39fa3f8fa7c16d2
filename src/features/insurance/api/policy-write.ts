import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import { POLICY_KIND_LABELS, type PolicyCreate, type PolicyUpdate } from '../model/contract';
import { INSURANCE_WRITE_KINDS, POLICIES_PATH, policyPath } from '../model/pending-writes';
import { INSURANCE_KEY } from './insurance-get';

// Policy writes through the outbox (ARCHITECTURE.md, "The write path"), replayed silently: a
// policy typed without signal is kept on the device and lands once (a create carries the id made
// when the dialog opened; the Idempotency-Key is the outbox item's). Sent or refused, the
// server's policies are the truth again; a refusal throws the ApiError for the form's fields.

export type PolicyWrite =
  | { kind: 'create'; body: PolicyCreate }
  | { kind: 'update'; policyId: string; body: PolicyUpdate }
  | { kind: 'delete'; policyId: string; name: string };

const nameOf = (body: PolicyUpdate) => `${POLICY_KIND_LABELS[body.kind]} (${body.insurer})`;

export function policyWriteRequest(write: PolicyWrite): WriteRequest {
  switch (write.kind) {
    case 'create':
      return {
        kind: INSURANCE_WRITE_KINDS.create,
        label: `New policy: ${nameOf(write.body)}`,
        replay: 'silent',
        method: 'POST',
        path: POLICIES_PATH,
        body: write.body,
      };
    case 'update':
      return {
        kind: INSURANCE_WRITE_KINDS.update,
        label: `Policy: ${nameOf(write.body)}`,
        replay: 'silent',
        method: 'PUT',
        path: policyPath(write.policyId),
        body: write.body,
        // The whole policy each time: only the latest unsent edit matters.
        coalesce: true,
      };
    case 'delete':
      return {
        kind: INSURANCE_WRITE_KINDS.remove,
        label: `Delete the policy ${write.name}`,
        replay: 'silent',
        method: 'DELETE',
        path: policyPath(write.policyId),
      };
  }
}

export function usePolicyWrite() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, PolicyWrite>({
    networkMode: 'always',
    mutationFn: (write) => outbox.submit(policyWriteRequest(write)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: INSURANCE_KEY });
      }
    },
  });
}
