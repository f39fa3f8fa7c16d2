import { createFileRoute } from '@tanstack/react-router';
import { CancellationRefundPage } from '@/features/legal/components/cancellation-refund-page';

export const Route = createFileRoute('/_public/cancellationandrefundpolicy')({
  staticData: { title: 'Cancellation and refund policy' },
  component: CancellationRefundPage,
});
