import { Badge } from '@chakra-ui/react';
import { formatIsoDate } from '@/ui/format-money';
import type { CallAction, ResearchCall } from '../model/contract';

// The small words of a call: its action badge and its status in plain words.

const ACTION: Record<CallAction, { label: string; palette: string }> = {
  buy: { label: 'Buy', palette: 'green' },
  sell: { label: 'Sell', palette: 'red' },
  hold: { label: 'Hold', palette: 'gray' },
};

export function ActionBadge({ action }: { action: CallAction }) {
  return (
    <Badge colorPalette={ACTION[action].palette} variant="solid" size="sm">
      {ACTION[action].label}
    </Badge>
  );
}

export function statusText(
  call: Pick<ResearchCall, 'status' | 'closedOn' | 'horizonDate'>,
): string {
  const on = call.closedOn ? formatIsoDate(call.closedOn) : '';
  switch (call.status) {
    case 'open':
      return `Open until ${formatIsoDate(call.horizonDate)}`;
    case 'target-hit':
      return `Target reached on ${on}`;
    case 'stop-hit':
      return `Stop-loss hit on ${on}`;
    case 'expired':
      return `Expired on ${on}`;
  }
}

const STATUS_PALETTE: Record<ResearchCall['status'], string> = {
  open: 'blue',
  'target-hit': 'green',
  'stop-hit': 'red',
  expired: 'gray',
};

export function StatusBadge({ call }: { call: ResearchCall }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[call.status]} variant="subtle" size="sm">
      {statusText(call)}
    </Badge>
  );
}

export function DemoBadge() {
  return (
    <Badge size="sm" variant="outline" colorPalette="purple" title="Made-up data for the demo">
      Demo
    </Badge>
  );
}
