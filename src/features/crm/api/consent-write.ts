import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import { CONSENT_CHANNEL_LABELS, type ConsentCreate } from '../model/contract';
import { contactPath } from './contacts-get';
import { CRM_KEY } from './leads-get';

// POST /api/advisor/crm/contacts/{contactId}/consents (issue 17; DPDP Act 2023): a consent given
// or withdrawn on one channel, with where it came from. Append-only, through the outbox: each
// press is its own record (never coalesced), replayed silently once the signal returns.

export const consentWriteRequest = (
  contactId: string,
  name: string,
  body: ConsentCreate,
): WriteRequest => ({
  kind: 'crm-consent',
  label: `${CONSENT_CHANNEL_LABELS[body.channel]} consent ${body.granted ? 'given' : 'withdrawn'}: ${name}`,
  replay: 'silent',
  method: 'POST',
  path: `${contactPath(contactId)}/consents`,
  body,
});

export function useConsentWrite(contactId: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, ConsentCreate>({
    networkMode: 'always',
    mutationFn: (body) => outbox.submit(consentWriteRequest(contactId, name, body)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: CRM_KEY });
      }
    },
  });
}
