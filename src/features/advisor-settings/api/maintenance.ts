import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { outbox, type SubmitResult } from '@/outbox';
import {
  maintenanceStateSchema,
  type MaintenanceRequest,
  type MaintenanceState,
} from '../model/contract';

// GET and PUT /api/advisor/maintenance (admin advisers). The switch goes through the outbox as
// `confirm`: it acts on everyone at once, so one that could not be sent is never sent later
// without the admin confirming again.

const PATH = '/advisor/maintenance';

export const maintenanceQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'maintenance'],
    queryFn: ({ signal }) => gatewayApi.read(PATH, { schema: maintenanceStateSchema, signal }),
  });

export const useMaintenance = (enabled: boolean) =>
  useQuery({ ...maintenanceQueryOptions(), enabled });

export function useSwitchMaintenance() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult<MaintenanceState>, Error, MaintenanceRequest>({
    networkMode: 'always',
    mutationFn: (body) =>
      outbox.submit<MaintenanceState>({
        kind: 'maintenance-switch',
        label: body.on ? 'Maintenance mode on' : 'Maintenance mode off',
        replay: 'confirm',
        method: 'PUT',
        path: PATH,
        body,
      }),
    onSuccess: (result) => {
      if (result.state === 'sent') void queryClient.invalidateQueries(maintenanceQueryOptions());
    },
  });
}
