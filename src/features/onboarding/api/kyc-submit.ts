import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult } from '@/outbox';
import type { KycDetails } from '../model/kyc-rules';
import type { KycRecord } from '../model/kyc-records';
import { ownKycQueryOptions } from './kyc-get';

// POST /api/investor/kyc/submit through the outbox (silent): details confirmed without signal
// are kept and sent once it returns.

export const KYC_SUBMIT_KIND = 'kyc-submit';

export const submitKyc = (details: KycDetails) =>
  outbox.submit<KycRecord>({
    kind: KYC_SUBMIT_KIND,
    label: 'Your KYC',
    replay: 'silent',
    method: 'POST',
    path: '/investor/kyc/submit',
    body: details,
  });

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult<KycRecord>, Error, KycDetails>({
    mutationFn: submitKyc,
    onSuccess: (result) => {
      const { queryKey } = ownKycQueryOptions();
      if (result.state === 'sent') void queryClient.invalidateQueries({ queryKey });
      // The track moved: guards and other screens read the profile.
      void queryClient.invalidateQueries({ queryKey: ['gateway', 'user', 'profile'] });
    },
  });
}
