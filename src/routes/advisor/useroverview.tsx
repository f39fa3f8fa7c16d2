import { createFileRoute } from '@tanstack/react-router';
import { BookScreen } from '@/features/advisor-book/components/book/book-screen';

const title = 'Investor overview';

export const Route = createFileRoute('/advisor/useroverview')({
  staticData: { title },
  component: AdvisorUseroverviewScreen,
});

function AdvisorUseroverviewScreen() {
  return <BookScreen title={title} />;
}
