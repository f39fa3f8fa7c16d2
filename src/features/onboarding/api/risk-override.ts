import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult } from '@/outbox';
import type { RiskCategoryId } from '@/domain/risk-categories';
import { clientRiskPath, clientRiskQueryOptions } from './risk-client-profile';
import type { RiskProfileView } from './risk-profile-schema';

// POST /api/advisor/investors/{id}/risk-profile/override through the outbox (audited).

export interface OverrideInput {
  investorId: string;
  category: RiskCategoryId;
  reason: string;
}

export const overrideRiskCategory = ({ investorId, category, reason }: OverrideInput) =>
  outbox.submit<RiskProfileView>({
    kind: 'risk-override',
    label: 'A client’s risk category',
    replay: 'silent',
    method: 'POST',
    path: `${clientRiskPath(investorId)}/override`,
    body: { category, reason },
  });

export function useOverrideRiskCategory() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult<RiskProfileView>, Error, OverrideInput>({
    mutationFn: overrideRiskCategory,
    onSuccess: (result, { investorId }) => {
      if (result.state === 'sent') {
        void queryClient.invalidateQueries(clientRiskQueryOptions(investorId));
      }
    },
  });
}
