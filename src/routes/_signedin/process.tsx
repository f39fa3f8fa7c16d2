import { createFileRoute } from '@tanstack/react-router';
import { JourneyScreen } from '@/features/onboarding/components/journey-screen';
import { PageFrame } from '@/ui/page-frame';

const title = 'Your onboarding';

export const Route = createFileRoute('/_signedin/process')({
  staticData: { title, roles: ['I'] },
  component: ProcessScreen,
});

function ProcessScreen() {
  return (
    <PageFrame
      title={title}
      description="SEBI asks your adviser to know you and your appetite for risk before advising. Here is where you are."
    >
      <JourneyScreen />
    </PageFrame>
  );
}
