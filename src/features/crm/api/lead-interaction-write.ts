import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import { INTERACTION_KIND_LABELS, type InteractionCreate } from '../model/contract';
import { CRM_LEAD_WRITE_KINDS, leadInteractionsPath } from '../model/pending-writes';
import { CRM_KEY } from './leads-get';

// Logging a call, meeting, e-mail, message or note on a lead, through the outbox, replayed
// silently: the interaction's id is made when the form opens and its time is when it happened,
// so one typed offline lands once with its own time.

export function leadInteractionRequest(
  leadId: string,
  name: string,
  body: InteractionCreate,
): WriteRequest {
  return {
    kind: CRM_LEAD_WRITE_KINDS.interaction,
    label: `${INTERACTION_KIND_LABELS[body.kind]} with ${name}`,
    replay: 'silent',
    method: 'POST',
    path: leadInteractionsPath(leadId),
    body,
  };
}

export function useLeadInteraction() {
  const queryClient = useQueryClient();
  return useMutation<
    SubmitResult,
    Error,
    { leadId: string; name: string; body: InteractionCreate }
  >({
    networkMode: 'always',
    mutationFn: ({ leadId, name, body }) =>
      outbox.submit(leadInteractionRequest(leadId, name, body)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: CRM_KEY });
      }
    },
  });
}
