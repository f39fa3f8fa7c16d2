import { createFileRoute } from '@tanstack/react-router';
import { CongratulationScreen } from '@/features/onboarding/components/congratulation-screen';
import { PageFrame } from '@/ui/page-frame';

const title = 'You are all set';

export const Route = createFileRoute('/_signedin/congratulation')({
  staticData: { title },
  component: CongratulationRoute,
});

function CongratulationRoute() {
  return (
    <PageFrame title={title} description="Your risk profile is saved. Here is what it means.">
      <CongratulationScreen />
    </PageFrame>
  );
}
