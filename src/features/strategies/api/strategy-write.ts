import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import { STRATEGIES_KEY } from './strategies-get';

// Every saved-strategy write goes through the outbox as a `silent` write (ARCHITECTURE.md, "The
// write path"): kept on the device and retried until the server answers, under its
// Idempotency-Key, so a strategy saved offline is not lost. While a write waits, the library
// lays it over the saved list (model/pending-strategies.ts). Sent or refused, the list is
// fetched again, as the server's answer is the truth.

export function useStrategyWrite<I>(toRequest: (input: I) => WriteRequest) {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, I>({
    networkMode: 'always',
    mutationFn: (input) => outbox.submit(toRequest(input)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: STRATEGIES_KEY });
      }
    },
  });
}
