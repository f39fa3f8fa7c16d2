import { Badge } from '@chakra-ui/react';
import type { OrderStatus } from '../model/contract';

// Done is green, waiting amber, refused red, withdrawn grey (issue 11); the word carries the
// meaning too, so colour is never the only cue.
const looks: Record<OrderStatus, { palette: string; label: string }> = {
  COMPLETE: { palette: 'green', label: 'Complete' },
  OPEN: { palette: 'orange', label: 'Open' },
  'TRIGGER PENDING': { palette: 'orange', label: 'Trigger pending' },
  REJECTED: { palette: 'red', label: 'Rejected' },
  CANCELLED: { palette: 'gray', label: 'Cancelled' },
};

export const orderStatusLabel = (status: OrderStatus): string => looks[status].label;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { palette, label } = looks[status];
  return (
    <Badge colorPalette={palette} variant="subtle" data-status={status}>
      {label}
    </Badge>
  );
}
