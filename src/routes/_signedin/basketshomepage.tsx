import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Baskets';

export const Route = createFileRoute('/_signedin/basketshomepage')({
  staticData: { title },
  component: BasketshomepageScreen,
});

function BasketshomepageScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Curated baskets of stocks built around themes and strategies."
    />
  );
}
