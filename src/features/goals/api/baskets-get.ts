import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/investor/baskets, read for the goal screens: which basket to link, and the linked
// basket's name and minimum. Only the fields used here (the baskets feature owns the full shape,
// and a feature never imports another), under its own key so the two never share a cache entry.

const basketChoiceSchema = z.object({
  basketId: z.string(),
  name: z.string(),
  goalId: z.nullable(z.string()),
  goalName: z.nullable(z.string()),
  asOf: z.string(),
  value: z.int(),
  invested: z.int(),
  minimumInvestment: z.int(),
  stocks: z.array(z.object({ symbol: z.string() })),
});
export type BasketChoice = z.infer<typeof basketChoiceSchema>;

const basketChoicesSchema = z.object({ baskets: z.array(basketChoiceSchema) });

export const basketChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'baskets', 'for-goals'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/investor/baskets', { schema: basketChoicesSchema, signal }),
  });

export const useBasketChoices = () => useQuery(basketChoicesQueryOptions());
