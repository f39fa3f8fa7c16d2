import { isApiError } from '@/api/errors';

// How the invest and rebalance steps read a refused write: prices moved since the preview (show
// the new one and say why), no paper account yet (send the investor to link it), or a reason.

export type MoneyError =
  | { kind: 'prices-moved'; message: string }
  | { kind: 'no-account' }
  | { kind: 'other'; message: string };

export const isNoPaperAccount = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && error.code === 'no_paper_account';

export function moneyErrorOf(error: unknown, what: 'investment' | 'rebalance'): MoneyError {
  if (isNoPaperAccount(error)) return { kind: 'no-account' };
  if (isApiError(error) && error.status === 409 && error.code === 'prices_moved') {
    return {
      kind: 'prices-moved',
      message: `${error.message.replace(/\.$/, '')}. Here are the orders at the latest prices: check them and confirm again.`,
    };
  }
  if (isApiError(error)) return { kind: 'other', message: error.message };
  return {
    kind: 'other',
    message: `Something went wrong, and the ${what} may have gone through. Check the recent investments below before trying again.`,
  };
}
