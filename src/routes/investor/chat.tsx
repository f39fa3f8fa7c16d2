import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Chat';

export const Route = createFileRoute('/investor/chat')({
  staticData: { title },
  component: InvestorChatScreen,
});

function InvestorChatScreen() {
  return <PlannedScreen title={title} description="Message your adviser securely." />;
}
