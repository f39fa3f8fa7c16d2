import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult } from '@/outbox';
import type { ClientNote } from '../model';
import { clientActivityQueryOptions } from './get-client-activity';
import { clientNotesQueryOptions, notesPath } from './get-client-notes';

// POST /api/advisor/investors/{id}/notes through the outbox: a note is replayed silently, so
// one typed in a meeting room without signal is kept and lands once when the signal returns.

export interface AddNoteInput {
  investorId: string;
  investorName: string;
  text: string;
}

export const addClientNote = ({ investorId, investorName, text }: AddNoteInput) =>
  outbox.submit<ClientNote>({
    kind: 'client-note',
    label: `Note on ${investorName}`,
    replay: 'silent',
    method: 'POST',
    path: notesPath(investorId),
    body: { text },
  });

export function useAddClientNote() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult<ClientNote>, Error, AddNoteInput>({
    mutationFn: addClientNote,
    onSuccess: (result, { investorId }) => {
      if (result.state === 'sent') {
        void queryClient.invalidateQueries(clientNotesQueryOptions(investorId));
        void queryClient.invalidateQueries(clientActivityQueryOptions(investorId));
      }
    },
  });
}
