import { createFileRoute } from '@tanstack/react-router';
import { EulaPage } from '@/features/legal/components/eula-page';

export const Route = createFileRoute('/_public/eula')({
  staticData: { title: 'End user licence agreement' },
  component: EulaPage,
});
