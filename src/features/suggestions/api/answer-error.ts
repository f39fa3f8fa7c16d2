import { isApiError, isNetworkError } from '@/api/errors';

// How the accept and decline steps read a refused answer (problem details, server/errors.ts):
// prices moved since the list was loaded (reload it and ask again), the suggestion was already
// answered or replaced (reload: the card shows what happened), no paper account yet, or the
// server's 422 naming orders (`quantities.BUY:ITC`) shown beside each order.

export type AnswerError =
  | { kind: 'prices-moved'; message: string }
  | { kind: 'answered'; message: string }
  | { kind: 'no-account'; message: string }
  | { kind: 'orders'; message: string; byOrder: Record<string, string> }
  | { kind: 'other'; message: string };

export const PRICES_MOVED = 'Prices have moved: look at the new figures and accept again';

/** Whether the list should be loaded again after this refusal. */
export const reloads = (error: AnswerError): boolean =>
  error.kind === 'prices-moved' || error.kind === 'answered';

export function answerErrorOf(error: unknown, what: 'accept' | 'decline'): AnswerError {
  if (isApiError(error)) {
    if (error.status === 409 && error.code === 'prices_moved') {
      return { kind: 'prices-moved', message: PRICES_MOVED };
    }
    if (error.status === 409 && error.code === 'no_paper_account') {
      return {
        kind: 'no-account',
        message: 'You have no paper account yet: link the paper broker from Holdings, then accept.',
      };
    }
    if (error.status === 404) {
      return {
        kind: 'answered',
        message: 'This suggestion is no longer there. The list now shows what your adviser sent.',
      };
    }
    if (error.status === 409) {
      return {
        kind: 'answered',
        message: `This suggestion has already been answered or replaced: ${error.message.replace(/\.$/, '')}. The list now shows where it stands.`,
      };
    }
    if (error.status === 422 || error.status === 400) {
      const byOrder: Record<string, string> = {};
      for (const problem of error.fields) {
        const match = /^quantities\.(.+)$/.exec(problem.field);
        if (match?.[1]) byOrder[match[1]] ??= problem.detail;
      }
      if (Object.keys(byOrder).length > 0) {
        return { kind: 'orders', message: error.message, byOrder };
      }
    }
    return { kind: 'other', message: error.message };
  }
  if (isNetworkError(error)) {
    return {
      kind: 'other',
      message: 'No connection: nothing was sent. Try again when you are back online.',
    };
  }
  return {
    kind: 'other',
    message:
      what === 'accept'
        ? 'Something went wrong, and the orders may have been placed. Reload the list before trying again.'
        : 'Something went wrong. Reload the list before trying again.',
  };
}
