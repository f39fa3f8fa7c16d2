import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult } from '@/outbox';
import type { AdvisorSettings, SettingsInput } from '../model/contract';
import { SETTINGS_PATH, settingsQueryOptions } from './settings-get';

// PUT /api/advisor/settings through the outbox as `silent` and coalesced: a settings save moves
// no money and only the latest one matters, so one typed offline is sent when the connection
// is back (the form checked it with the same rules first, so a refusal is rare; one shows in
// the outbox's list with its reason).

export const saveSettings = (body: SettingsInput) =>
  outbox.submit<AdvisorSettings>({
    kind: 'advisor-settings',
    label: 'Practice settings',
    replay: 'silent',
    method: 'PUT',
    path: SETTINGS_PATH,
    body,
    coalesce: true,
  });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult<AdvisorSettings>, Error, SettingsInput>({
    networkMode: 'always',
    mutationFn: saveSettings,
    onSuccess: (result) => {
      if (result.state === 'sent') void queryClient.invalidateQueries(settingsQueryOptions());
    },
  });
}
