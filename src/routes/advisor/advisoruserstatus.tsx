import { createFileRoute } from '@tanstack/react-router';
import { PipelineBoard } from '@/features/onboarding/components/pipeline-board';
import { PageFrame } from '@/ui/page-frame';

const title = 'Investor status';

export const Route = createFileRoute('/advisor/advisoruserstatus')({
  staticData: { title },
  component: AdvisorAdvisoruserstatusScreen,
});

function AdvisorAdvisoruserstatusScreen() {
  return (
    <PageFrame
      title={title}
      description="Where each of your investors is in onboarding, and how long they have waited."
    >
      <PipelineBoard />
    </PageFrame>
  );
}
