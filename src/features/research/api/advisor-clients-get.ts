import { useQueries, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';
import { RISK_CATEGORY_IDS, type RiskCategoryId } from '@/domain/risk-categories';

// The adviser's clients with their risk categories, for choosing who a call or model goes to:
// GET /api/advisor/investors (only the caller's clients), then each client's
// GET /api/advisor/investors/{id}/risk-profile for the category in effect (the adviser's
// override when there is one; null before a profile).

const investorsSchema = z.object({
  investors: z.array(
    z.object({ id: z.string(), name: z.nullable(z.string()), email: z.nullable(z.string()) }),
  ),
});

const riskSchema = z.object({
  profile: z.nullable(z.object({ effectiveCategory: z.enum(RISK_CATEGORY_IDS) })),
});

export interface AdvisorClient {
  id: string;
  name: string;
  /** undefined while it loads; null without a risk profile. */
  category: RiskCategoryId | null | undefined;
}

export function useAdvisorClients(enabled: boolean) {
  const list = useQuery({
    queryKey: ['gateway', 'advisor', 'investors'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/advisor/investors', { schema: investorsSchema, signal }),
    enabled,
    select: (answer) => answer.data.investors,
  });
  const investors = list.data ?? [];
  const risks = useQueries({
    queries: investors.map((investor) => ({
      queryKey: ['gateway', 'advisor', 'investors', investor.id, 'risk-profile', 'category'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        gatewayApi.get(`/advisor/investors/${investor.id}/risk-profile`, {
          schema: riskSchema,
          signal,
        }),
      enabled,
      staleTime: 5 * 60_000,
    })),
  });
  const clients: AdvisorClient[] = investors.map((investor, index) => {
    const risk = risks[index];
    return {
      id: investor.id,
      name: investor.name ?? investor.email ?? 'Unnamed client',
      category: risk?.data
        ? (risk.data.profile?.effectiveCategory ?? null)
        : risk?.isError
          ? null
          : undefined,
    };
  });
  return { list, clients };
}
