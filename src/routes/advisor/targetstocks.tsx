import { createFileRoute } from '@tanstack/react-router';
import { TargetStocksScreen } from '@/features/research/components/targetstocks-screen';

const title = 'Target stocks';

export const Route = createFileRoute('/advisor/targetstocks')({
  staticData: { title },
  component: TargetStocksScreen,
});
