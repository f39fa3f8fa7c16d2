import { createFileRoute } from '@tanstack/react-router';
import { ScanScreen } from '@/features/onboarding/components/scan-screen';

const title = 'Scan your documents';

export const Route = createFileRoute('/_signedin/scanpage')({
  staticData: { title, roles: ['I'] },
  component: ScanpageScreen,
});

function ScanpageScreen() {
  return <ScanScreen title={title} />;
}
