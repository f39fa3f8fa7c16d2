import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Scan your documents';

export const Route = createFileRoute('/_signedin/scanpage')({
  staticData: { title, roles: ['I'] },
  component: ScanpageScreen,
});

function ScanpageScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Scan your PAN card and address proof with your camera to speed up KYC."
      action={{ label: 'Back to KYC', to: '/kyc' }}
    />
  );
}
