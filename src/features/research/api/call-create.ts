import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import { researchCallSchema, type CreateCall, type ResearchCall } from '../model/contract';
import { CALLS_KEY, CALLS_PATH } from './calls-get';

// POST /api/advisor/research/calls through the outbox with `replay: 'confirm'`: a call is made at
// the latest close, so one that could not go at once waits on this device as "not sent" until the
// adviser confirms it again online (a later close may break its price rule). The outbox adds the
// Idempotency-Key; the call's id is made when the adviser acts. A refusal (422 price_rule or
// unknown_symbol, named by field) throws its ApiError for the form to show at its fields.

export const CALL_CREATE_KIND = 'research-call-create';

export const callCreateWrite = (body: CreateCall): WriteRequest => ({
  kind: CALL_CREATE_KIND,
  label: `New ${body.action} call: ${body.symbol}`,
  replay: 'confirm',
  method: 'POST',
  path: CALLS_PATH,
  body,
});

/** The call as the server answered, or kept on this device until the adviser confirms again. */
export type CallOutcome = { state: 'sent'; call: ResearchCall } | { state: 'waiting' };

export function useCreateCall() {
  const queryClient = useQueryClient();
  return useMutation<CallOutcome, Error, CreateCall>({
    networkMode: 'always',
    mutationFn: async (body) => {
      const result: SubmitResult = await outbox.submit(callCreateWrite(body));
      if (result.state !== 'sent') return { state: 'waiting' };
      return { state: 'sent', call: researchCallSchema.parse(result.data) };
    },
    onSettled: (outcome) => {
      if (outcome?.state === 'sent') void queryClient.invalidateQueries({ queryKey: CALLS_KEY });
    },
  });
}
