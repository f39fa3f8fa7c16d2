import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { cancelledSchema, deletionAnswerSchema } from '../model/contract';
import { DELETION_CONFIRMATION } from '../model/deletion';
import { accountQueryOptions } from './account-get';

// POST and DELETE /api/investor/account/deletion: asked for and cancelled online only, so the
// answer (the date, or that it is cancelled) is the server's, never a guess on the device.

const DELETION_PATH = '/investor/account/deletion';

export const requestDeletion = async () =>
  (
    await gatewayApi.send('POST', DELETION_PATH, {
      body: { confirm: DELETION_CONFIRMATION },
      schema: deletionAnswerSchema,
    })
  ).data;

export const cancelDeletion = async () => {
  await gatewayApi.send('DELETE', DELETION_PATH, { schema: cancelledSchema });
};

export function useDeletion() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(accountQueryOptions());
  return {
    request: useMutation({ mutationFn: requestDeletion, onSuccess: refresh }),
    cancel: useMutation({ mutationFn: cancelDeletion, onSuccess: refresh }),
  };
}
