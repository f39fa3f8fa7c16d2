import { createFileRoute } from '@tanstack/react-router';
import { insuranceQueryOptions } from '@/features/insurance/api/insurance-get';
import { InsuranceScreen } from '@/features/insurance/components/insurance-screen';

const title = 'Insurance';

export const Route = createFileRoute('/investor/insurance')({
  staticData: { title },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(insuranceQueryOptions());
  },
  component: () => <InsuranceScreen title={title} />,
});
