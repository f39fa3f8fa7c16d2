import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import { leadConvertPath } from '../model/pending-writes';
import { CRM_KEY } from './leads-get';

// "Convert to client": POST /leads/{leadId}/convert invites a won lead with an e-mail to sign up
// (sending again renews the invitation). Through the outbox, replayed silently: the server keeps
// one invitation per lead, so a replay only renews it.

export const CRM_CONVERT_KIND = 'crm-lead-convert';

export const leadConvertRequest = (leadId: string, name: string): WriteRequest => ({
  kind: CRM_CONVERT_KIND,
  label: `Invite ${name} to Nivesh`,
  replay: 'silent',
  method: 'POST',
  path: leadConvertPath(leadId),
  body: {},
});

export function useLeadConvert() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, { leadId: string; name: string }>({
    networkMode: 'always',
    mutationFn: ({ leadId, name }) => outbox.submit(leadConvertRequest(leadId, name)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: CRM_KEY });
      }
    },
  });
}
