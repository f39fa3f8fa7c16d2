import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import {
  INTERACTION_KIND_LABELS,
  type ContactCreate,
  type ContactUpdate,
  type InteractionCreate,
} from '../model/contract';
import { CONTACTS_PATH, contactPath } from './contacts-get';
import { CRM_KEY } from './leads-get';

// Contact writes through the outbox (ARCHITECTURE.md, "The write path"), replayed silently: a
// contact made or changed, or a call logged, in a meeting without signal is kept on the device
// and lands once (a create carries the id made when the dialog opened; the Idempotency-Key is
// the outbox item's). Kept for later, the list shows it from the outbox (contacts-pending.ts);
// sent or refused, the server's lists are the truth again, and a refusal throws the ApiError
// for the form's fields.

export type ContactWrite =
  | { kind: 'create'; body: ContactCreate }
  | { kind: 'update'; contactId: string; body: ContactUpdate }
  | { kind: 'interaction'; contactId: string; name: string; body: InteractionCreate };

export const CONTACT_WRITE_KINDS = {
  create: 'crm-contact-create',
  update: 'crm-contact-update',
  interaction: 'crm-contact-interaction',
} as const;

export function contactWriteRequest(write: ContactWrite): WriteRequest {
  switch (write.kind) {
    case 'create':
      return {
        kind: CONTACT_WRITE_KINDS.create,
        label: `New contact: ${write.body.name}`,
        replay: 'silent',
        method: 'POST',
        path: CONTACTS_PATH,
        body: write.body,
      };
    case 'update':
      return {
        kind: CONTACT_WRITE_KINDS.update,
        label: `Contact: ${write.body.name ?? 'changes'}`,
        replay: 'silent',
        method: 'PATCH',
        path: contactPath(write.contactId),
        body: write.body,
      };
    case 'interaction':
      return {
        kind: CONTACT_WRITE_KINDS.interaction,
        label: `${INTERACTION_KIND_LABELS[write.body.kind]} with ${write.name}`,
        replay: 'silent',
        method: 'POST',
        path: `${contactPath(write.contactId)}/interactions`,
        body: write.body,
      };
  }
}

export function useContactWrite() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, ContactWrite>({
    networkMode: 'always',
    mutationFn: (write) => outbox.submit(contactWriteRequest(write)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: CRM_KEY });
      }
    },
  });
}
