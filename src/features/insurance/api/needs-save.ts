import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import type { NeedsInputs } from '../model/contract';
import { INSURANCE_WRITE_KINDS, NEEDS_PATH } from '../model/pending-writes';
import { INSURANCE_KEY } from './insurance-get';

// PUT /api/investor/insurance/needs: the calculator's inputs as a whole, through the outbox;
// saved offline, only the latest unsent save is kept (coalesce) and sent when the signal returns.

export const needsSaveRequest = (inputs: NeedsInputs): WriteRequest => ({
  kind: INSURANCE_WRITE_KINDS.needs,
  label: 'Insurance needs calculator',
  replay: 'silent',
  method: 'PUT',
  path: NEEDS_PATH,
  body: inputs,
  coalesce: true,
});

export function useSaveNeeds() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, NeedsInputs>({
    networkMode: 'always',
    mutationFn: (inputs) => outbox.submit(needsSaveRequest(inputs)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: INSURANCE_KEY });
      }
    },
  });
}
