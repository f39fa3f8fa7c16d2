import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import type { CreateFamily, UpdateFamily } from '../model/contract';
import { FAMILIES_KEY, FAMILIES_PATH } from './families-get';
import { familyPath } from './family-get';

// Family writes through the outbox (ARCHITECTURE.md, "The write path"), replayed silently: a
// family made or changed in a meeting room without signal is kept on the device and lands once
// (a create carries the id made when the adviser pressed "Save"; the Idempotency-Key is the
// outbox item's). Sent or refused, the server's families are the truth again; a refusal throws
// the ApiError for the form to show at its fields.

export type FamilyWrite =
  | { kind: 'create'; body: CreateFamily }
  | { kind: 'update'; familyId: string; body: UpdateFamily }
  | { kind: 'delete'; familyId: string; name: string };

export function familyWriteRequest(write: FamilyWrite): WriteRequest {
  switch (write.kind) {
    case 'create':
      return {
        kind: 'family-create',
        label: `New family: ${write.body.name}`,
        replay: 'silent',
        method: 'POST',
        path: FAMILIES_PATH,
        body: write.body,
      };
    case 'update':
      return {
        kind: 'family-update',
        label: `Family: ${write.body.name}`,
        replay: 'silent',
        method: 'PUT',
        path: familyPath(write.familyId),
        body: write.body,
      };
    case 'delete':
      return {
        kind: 'family-delete',
        label: `Delete the family ${write.name}`,
        replay: 'silent',
        method: 'DELETE',
        path: familyPath(write.familyId),
      };
  }
}

export function useFamilyWrite() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, FamilyWrite>({
    networkMode: 'always',
    mutationFn: (write) => outbox.submit(familyWriteRequest(write)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: FAMILIES_KEY });
      }
    },
  });
}
