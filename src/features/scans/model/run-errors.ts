import { isApiError, isNetworkError } from '@/api/errors';

// Why a scan did not run, in words a user can act on (the server's codes: 400 invalid_scan,
// 422 scan_timeout, 503 factors_pending).

export type RunProblem =
  | { kind: 'offline' }
  | { kind: 'invalid'; message: string }
  | { kind: 'too-slow' }
  | { kind: 'factors-pending' }
  | { kind: 'server'; message: string };

export function runProblemOf(error: unknown): RunProblem {
  if (isNetworkError(error)) return { kind: 'offline' };
  if (isApiError(error)) {
    if (error.code === 'invalid_scan' || error.status === 400) {
      return { kind: 'invalid', message: error.message };
    }
    if (error.code === 'scan_timeout' || error.status === 422) return { kind: 'too-slow' };
    if (error.code === 'factors_pending') return { kind: 'factors-pending' };
  }
  return { kind: 'server', message: 'The server could not run the scan just now.' };
}

export const RUN_PROBLEM_TEXT: Record<RunProblem['kind'], { title: string; detail: string }> = {
  offline: {
    title: 'This scan waits for the network',
    detail:
      'You are offline and this scan has not been run on this device before. It runs as soon as you are back online.',
  },
  invalid: { title: 'The server could not read this scan', detail: '' },
  'too-slow': {
    title: 'This scan took too long',
    detail:
      'It was stopped so others are not kept waiting. Try fewer conditions or shorter periods.',
  },
  'factors-pending': {
    title: 'Factor scores are being worked out',
    detail:
      'The latest data has just arrived and the factor scores are not ready yet. Try again in a few minutes, or scan without factor fields.',
  },
  server: { title: 'The scan did not run', detail: 'Try again in a moment.' },
};
