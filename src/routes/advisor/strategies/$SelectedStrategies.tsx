import { createFileRoute } from '@tanstack/react-router';
import { PerformanceScreen } from '@/features/strategies/components/performance-screen';

const title = 'Strategy performance';

export const Route = createFileRoute('/advisor/strategies/$SelectedStrategies')({
  staticData: { title },
  component: AdvisorStrategyPerformance,
});

function AdvisorStrategyPerformance() {
  const { SelectedStrategies } = Route.useParams();
  return <PerformanceScreen title={title} role="A" routeId={SelectedStrategies} />;
}
