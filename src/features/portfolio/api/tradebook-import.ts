import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult } from '@/outbox';
import { refreshAfterOrder } from './order-place';

// POST /api/investor/tradebook: a Zerodha Console tradebook CSV through the outbox (kept on the
// device until it lands; the server imports it whole or not at all).

export interface TradebookImported {
  imported: number;
  buys: number;
  sells: number;
  symbols: number;
  from: string;
  to: string;
}

export const importTradebook = (file: Blob) =>
  outbox.submit<TradebookImported>({
    kind: 'tradebook-import',
    label: 'Tradebook import',
    replay: 'silent',
    method: 'POST',
    path: '/investor/tradebook',
    // Spreadsheet programs label CSV files in several ways; the server takes text/csv.
    body: new Blob([file], { type: 'text/csv' }),
  });

export function useImportTradebook() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult<TradebookImported>, Error, Blob>({
    networkMode: 'always',
    mutationFn: importTradebook,
    onSuccess: (result) => {
      if (result.state === 'sent') refreshAfterOrder(queryClient);
    },
  });
}
