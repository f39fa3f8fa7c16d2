import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { contactDetailSchema, contactListSchema } from '../model/contract';
import { CRM_PATH } from '../model/pending-writes';
import { CRM_KEY } from './leads-get';

// GET /api/advisor/crm/contacts and /contacts/{contactId} (issue 17): the adviser's contacts and
// one contact's record (consent history, leads, tasks, timeline). Network first, the saved answer
// offline (the screen says "as of"); another adviser's contact is 404.

export const CONTACTS_PATH = `${CRM_PATH}/contacts`;
export const contactPath = (contactId: string) =>
  `${CONTACTS_PATH}/${encodeURIComponent(contactId)}`;

export const CONTACTS_KEY = [...CRM_KEY, 'contacts'] as const;

export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: [...CONTACTS_KEY, 'list'],
    queryFn: ({ signal }) => gatewayApi.read(CONTACTS_PATH, { schema: contactListSchema, signal }),
  });

export const useContacts = () => useQuery(contactsQueryOptions());

export const contactQueryOptions = (contactId: string) =>
  queryOptions({
    queryKey: [...CONTACTS_KEY, 'detail', contactId],
    queryFn: ({ signal }) =>
      gatewayApi.read(contactPath(contactId), { schema: contactDetailSchema, signal }),
  });

export const useContact = (contactId: string) => useQuery(contactQueryOptions(contactId));
