import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { contactSchema, type Contact, type ContactMerge } from '../model/contract';
import { CONTACTS_PATH } from './contacts-get';
import { CRM_KEY } from './leads-get';

// POST /api/advisor/crm/contacts/merge (issue 17): the duplicate's interactions, tasks, consents
// and leads move to the kept contact, in one transaction on the server. Online only: two records
// become one, which the adviser must see happen, not find later.

export const MERGE_PATH = `${CONTACTS_PATH}/merge`;

export function useMergeContacts() {
  const queryClient = useQueryClient();
  return useMutation<Contact, Error, ContactMerge>({
    mutationFn: async (body) =>
      (
        await gatewayApi.send('POST', MERGE_PATH, {
          schema: contactSchema,
          body,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CRM_KEY }),
  });
}
