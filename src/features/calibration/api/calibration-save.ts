import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import type { SaveCalibration } from '../model/contract';
import { calibrationQueryOptions } from './calibration-get';
import { calibrationHistoryQueryOptions } from './calibration-history-get';

// PUT /api/advisor/calibration through the outbox (its id is the Idempotency-Key), replayed
// silently: it moves no money, and an unsent older save is replaced by the newer one.

export const calibrationSaveWrite = (body: SaveCalibration): WriteRequest => ({
  kind: 'calibration-save',
  label: 'Score calibration',
  replay: 'silent',
  method: 'PUT',
  path: '/advisor/calibration',
  body,
  coalesce: true,
});

export function useSaveCalibration() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, SaveCalibration>({
    networkMode: 'always',
    mutationFn: (body) => outbox.submit(calibrationSaveWrite(body)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: calibrationQueryOptions().queryKey });
        void queryClient.invalidateQueries(calibrationHistoryQueryOptions());
      }
    },
  });
}
