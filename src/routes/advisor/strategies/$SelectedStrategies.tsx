import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Strategy performance';

export const Route = createFileRoute('/advisor/strategies/$SelectedStrategies')({
  staticData: { title },
  component: AdvisorStrategiesSelectedStrategiesScreen,
});

function AdvisorStrategiesSelectedStrategiesScreen() {
  return (
    <PlannedScreen
      title={title}
      description="How this strategy has performed in the past. Past performance does not guarantee future returns."
      action={{ label: 'All strategies', to: '/advisor/strategies' }}
    />
  );
}
