import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Stock selection';

export const Route = createFileRoute('/investor/eqportfoliofiltter')({
  staticData: { title },
  component: InvestorEqportfoliofiltterScreen,
});

function InvestorEqportfoliofiltterScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Filter stocks by sector, size and factors to build a portfolio."
    />
  );
}
