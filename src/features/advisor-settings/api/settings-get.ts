import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { advisorSettingsSchema } from '../model/contract';

// GET /api/advisor/settings: network first, the cached copy offline (the screen says "as of").

export const SETTINGS_PATH = '/advisor/settings';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'settings'],
    queryFn: ({ signal }) =>
      gatewayApi.read(SETTINGS_PATH, { schema: advisorSettingsSchema, signal }),
  });

export const useAdvisorSettings = () => useQuery(settingsQueryOptions());
