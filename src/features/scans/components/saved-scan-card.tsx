import { Badge, Button, Card, chakra, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatIsoDate } from '@/ui/format-money';
import type { SavedScan } from '../model/contract';
import { ScanCode } from './scan-code';

interface SavedScanCardProps {
  scan: SavedScan;
  /** Saved or changed on this device, not yet sent. */
  unsent: boolean;
  onOpen: () => void;
  onSeen: () => void;
  onDelete: () => void;
}

function lastRunText(scan: SavedScan, unsent: boolean): string {
  if (!scan.lastRun) {
    return unsent
      ? 'Saved on this device; it runs once it reaches the server.'
      : 'Not run yet: it runs after the next data update.';
  }
  const { count, date } = scan.lastRun;
  return `${count === 1 ? '1 stock matched' : `${count} stocks matched`} on ${formatIsoDate(date)}.`;
}

export function SavedScanCard({ scan, unsent, onOpen, onSeen, onDelete }: SavedScanCardProps) {
  const [confirming, setConfirming] = useState(false);
  const fresh = scan.newSymbols.length;
  return (
    <Card.Root size="sm" data-testid="saved-scan">
      <Card.Body gap={2}>
        <HStack gap={2} flexWrap="wrap">
          <Card.Title as="h3">{scan.name}</Card.Title>
          {fresh > 0 ? (
            <Badge colorPalette="green" variant="solid">
              {fresh} new
              <chakra.span srOnly> since the last data update</chakra.span>
            </Badge>
          ) : null}
        </HStack>
        <ScanCode>{scan.expression}</ScanCode>
        <Text fontSize="sm" color="fg.muted">
          {lastRunText(scan, unsent)}
        </Text>
        {fresh > 0 ? (
          <Text fontSize="sm">
            New: {scan.newSymbols.slice(0, 10).join(', ')}
            {fresh > 10 ? ` and ${fresh - 10} more` : ''}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer gap={2} flexWrap="wrap">
        <Button
          size="sm"
          colorPalette="purple"
          aria-label={`Open and run ${scan.name}`}
          onClick={onOpen}
        >
          Open and run
        </Button>
        {fresh > 0 ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Mark the new matches of ${scan.name} as seen`}
            onClick={onSeen}
          >
            Mark as seen
          </Button>
        ) : null}
        {confirming ? (
          <HStack gap={1}>
            <Text fontSize="sm">Delete this scan?</Text>
            <Button size="sm" colorPalette="red" onClick={onDelete}>
              Delete
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </HStack>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${scan.name}`}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
