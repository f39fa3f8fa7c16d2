import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Chat';

export const Route = createFileRoute('/advisor/chat')({
  staticData: { title },
  component: AdvisorChatScreen,
});

function AdvisorChatScreen() {
  return <PlannedScreen title={title} description="Secure messages with your investors." />;
}
