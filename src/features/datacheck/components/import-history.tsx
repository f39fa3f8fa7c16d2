import { Box, Card, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { useMediaQuery, WIDE_UP } from '@/ui/use-media-query';
import type { ImportRow } from '../model/contract';
import { coveredDays, IMPORT_KIND_LABELS } from '../model/view';

const when = (iso: string) => formatIndianDateTime(new Date(iso));

const count = new Intl.NumberFormat('en-IN');
const counts = (row: ImportRow) =>
  `${count.format(row.accepted)} accepted · ${count.format(row.skipped)} skipped · ${count.format(row.rejected)} rejected`;

/** The rejected lines behind a disclosure (a native <details>: keyboard and reader ready). */
function Rejections({ row }: { row: ImportRow }) {
  if (row.rejected === 0) return null;
  return (
    <Box as="details" mt={1} textStyle="sm">
      <Box as="summary" cursor="pointer" color="fg.muted">
        Rejected lines ({row.rejected})
      </Box>
      <List.Root as="ul" ps={4} mt={1} gap={0.5}>
        {row.rejections.map((issue) => (
          <List.Item key={`${issue.line}:${issue.reason}`}>
            Line {issue.line}: {issue.reason}
          </List.Item>
        ))}
        {row.rejected > row.rejections.length ? (
          <List.Item>… and {row.rejected - row.rejections.length} more</List.Item>
        ) : null}
      </List.Root>
    </Box>
  );
}

/** Every load into the archive, newest first: who, what, when, and its rows. */
export function ImportHistory({ imports }: { imports: readonly ImportRow[] }) {
  const wide = useMediaQuery(WIDE_UP);
  if (imports.length === 0) {
    return <Text color="fg.muted">No imports recorded yet.</Text>;
  }
  if (!wide) {
    return (
      <List.Root as="ul" variant="plain" gap={2} data-testid="imports">
        {imports.map((row) => (
          <Card.Root as="li" key={row.importId} variant="outline" size="sm">
            <Card.Body gap={1}>
              <HStack justify="space-between" gap={2} wrap="wrap">
                <Text fontWeight="semibold">
                  {IMPORT_KIND_LABELS[row.kind]}: {row.source}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {when(row.finishedAt)}
                </Text>
              </HStack>
              <Text textStyle="sm">
                {coveredDays(row)} · {counts(row)}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                By {row.actor}
              </Text>
              <Rejections row={row} />
            </Card.Body>
          </Card.Root>
        ))}
      </List.Root>
    );
  }
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="imports">
      <Table.Caption srOnly>Import history, newest first</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>When</Table.ColumnHeader>
          <Table.ColumnHeader>What</Table.ColumnHeader>
          <Table.ColumnHeader>Who</Table.ColumnHeader>
          <Table.ColumnHeader>Days</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Accepted</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Skipped</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Rejected</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {imports.map((row) => (
          <Table.Row key={row.importId} verticalAlign="top">
            <Table.Cell whiteSpace="nowrap">{when(row.finishedAt)}</Table.Cell>
            <Table.Cell>
              <Stack gap={0}>
                <Text fontWeight="medium">{IMPORT_KIND_LABELS[row.kind]}</Text>
                <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
                  {row.source}
                </Text>
                <Rejections row={row} />
              </Stack>
            </Table.Cell>
            <Table.Cell>{row.actor}</Table.Cell>
            <Table.Cell>{coveredDays(row)}</Table.Cell>
            <Table.Cell textAlign="end">{count.format(row.accepted)}</Table.Cell>
            <Table.Cell textAlign="end">{count.format(row.skipped)}</Table.Cell>
            <Table.Cell textAlign="end">{count.format(row.rejected)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
