import { createFileRoute } from '@tanstack/react-router';
import { PerformanceScreen } from '@/features/strategies/components/performance-screen';

const title = 'Strategy performance';

export const Route = createFileRoute('/investor/strategies/$SelectedStrategies')({
  staticData: { title },
  component: InvestorStrategyPerformance,
});

function InvestorStrategyPerformance() {
  const { SelectedStrategies } = Route.useParams();
  return <PerformanceScreen title={title} role="I" routeId={SelectedStrategies} />;
}
