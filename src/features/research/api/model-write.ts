import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import { MODELS_KEY } from './models-get';

// Every model write goes through the outbox (ARCHITECTURE.md, "The write path") under an
// Idempotency-Key made when the adviser acts. Sent or refused, the server's models are the
// truth again; a refusal throws the ApiError for the form to show at its fields.

export function useModelWrite<I>(toRequest: (input: I) => WriteRequest) {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, I>({
    networkMode: 'always',
    mutationFn: (input) => outbox.submit(toRequest(input)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: MODELS_KEY });
      }
    },
  });
}
