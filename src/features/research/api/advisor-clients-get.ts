import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';
import { RISK_CATEGORY_IDS, type RiskCategoryId } from '@/domain/risk-categories';

// The adviser's clients with their risk categories, for choosing who a call or model goes to:
// GET /api/advisor/investors (only the caller's clients, each with the category in force: the
// adviser's override when there is one; null before a risk profile).

const investorsSchema = z.object({
  investors: z.array(
    z.object({
      id: z.string(),
      name: z.nullable(z.string()),
      email: z.nullable(z.string()),
      riskCategory: z.nullable(z.enum(RISK_CATEGORY_IDS)),
    }),
  ),
});

export interface AdvisorClient {
  id: string;
  name: string;
  /** null without a risk profile. */
  category: RiskCategoryId | null;
}

export function useAdvisorClients(enabled: boolean) {
  const list = useQuery({
    queryKey: ['gateway', 'advisor', 'investors', 'research'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/advisor/investors', { schema: investorsSchema, signal }),
    enabled,
    select: (answer) => answer.data.investors,
  });
  const clients: AdvisorClient[] = (list.data ?? []).map((investor) => ({
    id: investor.id,
    name: investor.name ?? investor.email ?? 'Unnamed client',
    category: investor.riskCategory,
  }));
  return { list, clients };
}
