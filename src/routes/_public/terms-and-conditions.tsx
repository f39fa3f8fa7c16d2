import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/legal/components/terms-page';

export const Route = createFileRoute('/_public/terms-and-conditions')({
  staticData: { title: 'Terms and conditions' },
  component: TermsPage,
});
