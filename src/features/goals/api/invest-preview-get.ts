import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/investor/baskets/{basketId}/invest-preview?amount=: the orders a top-up would place
// now, with charges, shown before the investor confirms. Only the fields this screen shows;
// never kept long, as prices move.

const previewSchema = z.object({
  asOf: z.string(),
  amount: z.int(),
  orders: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      quantity: z.int(),
      price: z.int(),
      value: z.int(),
      charges: z.int(),
      weightBp: z.int(),
    }),
  ),
  total: z.int(),
  charges: z.int(),
  leftover: z.int(),
  minimumInvestment: z.int(),
  available: z.int(),
});
export type TopUpPreview = z.infer<typeof previewSchema>;

export const investPreviewQueryOptions = (basketId: string, amount: number | null) =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'baskets', basketId, 'goal-top-up-preview', amount],
    queryFn: ({ signal }) =>
      gatewayApi.read(`/investor/baskets/${basketId}/invest-preview`, {
        query: { amount: String(amount) },
        schema: previewSchema,
        signal,
      }),
    enabled: amount !== null,
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
  });

export const useInvestPreview = (basketId: string, amount: number | null) =>
  useQuery(investPreviewQueryOptions(basketId, amount));
