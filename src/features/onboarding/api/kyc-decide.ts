import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult } from '@/outbox';
import type { KycDecision, KycRecord } from '../model/kyc-records';
import { clientKycPath, clientKycQueryOptions } from './kyc-client-record';
import { kycQueueQueryOptions } from './kyc-queue';

// POST /api/advisor/investors/{id}/kyc/decision through the outbox (silent): a decision taken
// in a meeting room without signal is kept and lands once when the signal returns.

export interface DecideKycInput extends KycDecision {
  investorId: string;
  investorName: string;
}

export const decideKyc = ({ investorId, investorName, decision, reason }: DecideKycInput) =>
  outbox.submit<KycRecord>({
    kind: 'kyc-decision',
    label: `${decision === 'approve' ? 'Approve' : 'Send back'} KYC of ${investorName}`,
    replay: 'silent',
    method: 'POST',
    path: `${clientKycPath(investorId)}/decision`,
    body: reason === undefined ? { decision } : { decision, reason },
  });

export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult<KycRecord>, Error, DecideKycInput>({
    mutationFn: decideKyc,
    onSuccess: (result, { investorId }) => {
      if (result.state !== 'sent') return;
      void queryClient.invalidateQueries(kycQueueQueryOptions());
      void queryClient.invalidateQueries(clientKycQueryOptions(investorId));
    },
  });
}
