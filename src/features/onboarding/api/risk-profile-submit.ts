import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { outbox, type SubmitResult } from '@/outbox';
import type { RiskAnswers } from '../model/risk-questionnaire';
import { riskProfileQueryOptions, RISK_PROFILE_PATH } from './risk-profile-query';
import type { RiskProfileView } from './risk-profile-schema';

// POST /api/investor/risk-profile through the outbox: replayed silently, so answers confirmed
// on a train without signal are kept and land once when it returns. The server scores them.

export const RISK_PROFILE_KIND = 'risk-profile';

export interface SubmitRiskInput {
  version: number;
  answers: RiskAnswers;
}

export const submitRiskProfile = ({ version, answers }: SubmitRiskInput) =>
  outbox.submit<RiskProfileView>({
    kind: RISK_PROFILE_KIND,
    label: 'Your risk profile',
    replay: 'silent',
    method: 'POST',
    path: RISK_PROFILE_PATH,
    body: { version, answers, consent: true },
  });

export function useSubmitRiskProfile() {
  const queryClient = useQueryClient();
  const { queryKey } = riskProfileQueryOptions();
  // A profile kept offline lands later: show it when it does.
  useEffect(
    () =>
      outbox.onLanded((item) => {
        if (item.kind !== RISK_PROFILE_KIND) return;
        void queryClient.invalidateQueries({ queryKey: riskProfileQueryOptions().queryKey });
      }),
    [queryClient],
  );
  return useMutation<SubmitResult<RiskProfileView>, Error, SubmitRiskInput>({
    mutationFn: submitRiskProfile,
    onSuccess: (result) => {
      if (result.state === 'sent') void queryClient.invalidateQueries({ queryKey });
    },
  });
}
