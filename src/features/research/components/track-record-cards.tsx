import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { formatChangePercent } from '@/ui/format-money';
import type { TrackRecord } from '../model/contract';

// The adviser's track record above the calls: how many, how many open, the hit rate of the
// closed ones, and the average return beside NIFTY 50's over the same days.

const percent = (value: number | null) =>
  value === null ? '–' : `${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap={1}>
        <Text textStyle="sm" color="fg.muted">
          {label}
        </Text>
        <Text textStyle="2xl" fontWeight="semibold">
          {value}
        </Text>
        {note ? (
          <Text textStyle="xs" color="fg.muted">
            {note}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

export function TrackRecordCards({ record }: { record: TrackRecord }) {
  const beat =
    record.averageReturnPercent !== null && record.averageNiftyPercent !== null
      ? record.averageReturnPercent - record.averageNiftyPercent
      : null;
  return (
    <SimpleGrid as="section" aria-label="Track record" columns={{ base: 2, md: 4 }} gap={3} mb={6}>
      <Figure label="Calls" value={record.calls.toLocaleString('en-IN')} />
      <Figure
        label="Open"
        value={record.open.toLocaleString('en-IN')}
        note={`${record.closed} closed`}
      />
      <Figure
        label="Hit rate"
        value={percent(record.hitRate)}
        note={
          record.closed > 0
            ? `${record.hits} of ${record.closed} closed at the target`
            : 'No call has closed yet'
        }
      />
      <Figure
        label="Average return"
        value={formatChangePercent(record.averageReturnPercent)}
        note={
          record.averageNiftyPercent === null
            ? 'NIFTY 50: –'
            : `NIFTY 50 over the same days: ${formatChangePercent(record.averageNiftyPercent)}${
                beat === null ? '' : beat >= 0 ? ' (ahead)' : ' (behind)'
              }`
        }
      />
    </SimpleGrid>
  );
}
