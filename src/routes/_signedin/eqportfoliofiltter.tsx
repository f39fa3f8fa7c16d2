import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Stock selection';

export const Route = createFileRoute('/_signedin/eqportfoliofiltter')({
  staticData: { title },
  component: EqportfoliofiltterScreen,
});

function EqportfoliofiltterScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Filter the equity universe by sector, size and factors to build a portfolio."
    />
  );
}
