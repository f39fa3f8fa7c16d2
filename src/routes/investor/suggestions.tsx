import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Suggestions';

export const Route = createFileRoute('/investor/suggestions')({
  staticData: { title },
  component: InvestorSuggestionsScreen,
});

function InvestorSuggestionsScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Recommendations from your adviser, suited to your risk profile."
    />
  );
}
