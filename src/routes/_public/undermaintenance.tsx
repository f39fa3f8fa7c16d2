import { Button } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';

const title = 'Down for maintenance';

// Spec 4: while the maintenance setting is 1, every route comes here.
export const Route = createFileRoute('/_public/undermaintenance')({
  staticData: { title },
  component: UnderMaintenanceScreen,
});

function UnderMaintenanceScreen() {
  return (
    <PageFrame title={title}>
      <ScreenEmptyState
        title="We will be back shortly"
        description="Nivesh is being updated. Your investments, goals and orders with your broker are not affected. Please try again in a few minutes."
      >
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </ScreenEmptyState>
    </PageFrame>
  );
}
