import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { Contact, ImportResult, ImportRow } from '../model/contract';
import { IMPORT_FIELD_LABELS } from '../model/csv-mapping';
import type { ImportField } from '../model/contract';

// The import's check (issue 17): every bad row with its field and the server's message, every
// likely duplicate (of a contact already kept, or of another row of the file) with the reasons,
// and the adviser's choices: leave a row out, or skip the bad rows and import the rest.

export interface ImportReviewProps {
  result: ImportResult;
  rows: readonly ImportRow[];
  contacts: readonly Contact[];
  skipRows: ReadonlySet<number>;
  onToggleRow: (row: number) => void;
  skipInvalid: boolean;
  onSkipInvalid: (skip: boolean) => void;
  onImport: () => void;
  onBack: () => void;
  importing: boolean;
  offline: boolean;
}

const fieldLabel = (field: string) =>
  field in IMPORT_FIELD_LABELS ? IMPORT_FIELD_LABELS[field as ImportField] : field;

export function ImportReview(props: ImportReviewProps) {
  const { result, rows, contacts, skipRows, onToggleRow, skipInvalid } = props;
  const nameOfRow = (row: number) => rows[row - 1]?.name ?? 'no name';
  const contactName = new Map(contacts.map((contact) => [contact.contactId, contact.name]));
  const badRows = new Set(result.errors.map((error) => error.row));
  const left = rows.filter(
    (_, index) => !skipRows.has(index + 1) && !badRows.has(index + 1),
  ).length;
  const blocked = badRows.size > 0 && !skipInvalid;

  return (
    <Stack gap={4}>
      <Text>
        {rows.length} {rows.length === 1 ? 'row' : 'rows'} checked:{' '}
        {badRows.size === 0 ? 'none has a problem' : `${badRows.size} with problems`}
        {result.duplicates.length > 0 ? `, ${result.duplicates.length} that may be duplicates` : ''}
        . Nothing has been imported yet.
      </Text>

      {result.errors.length > 0 ? (
        <Box as="section" aria-labelledby="import-errors-title">
          <Heading as="h3" size="sm" id="import-errors-title" mb={2}>
            Rows with problems
          </Heading>
          <Stack as="ul" listStyleType="none" ps={0} gap={1}>
            {result.errors.map((error, index) => (
              <Text as="li" key={index} color="fg.error">
                Row {error.row} ({nameOfRow(error.row)}): {fieldLabel(error.field)}: {error.message}
              </Text>
            ))}
          </Stack>
          <chakra.label display="flex" gap={2} alignItems="center" mt={3}>
            <chakra.input
              type="checkbox"
              w="5"
              h="5"
              accentColor="purple.600"
              checked={skipInvalid}
              onChange={(event) => props.onSkipInvalid(event.target.checked)}
            />
            Skip the {badRows.size === 1 ? 'bad row' : `${badRows.size} bad rows`} and import the
            rest
          </chakra.label>
        </Box>
      ) : null}

      {result.duplicates.length > 0 ? (
        <Box as="section" aria-labelledby="import-duplicates-title">
          <Heading as="h3" size="sm" id="import-duplicates-title" mb={2}>
            Possible duplicates
          </Heading>
          <Stack as="ul" listStyleType="none" ps={0} gap={2}>
            {result.duplicates.map((duplicate, index) => {
              const other =
                duplicate.contactId !== null
                  ? `your contact ${contactName.get(duplicate.contactId) ?? ''}`.trim()
                  : `row ${duplicate.otherRow ?? '?'} of this file`;
              return (
                <Stack as="li" key={index} gap={1}>
                  <Text>
                    Row {duplicate.row} ({nameOfRow(duplicate.row)}) looks like {other}:{' '}
                    {duplicate.reasons.join(', ')}.
                  </Text>
                  <chakra.label display="flex" gap={2} alignItems="center">
                    <chakra.input
                      type="checkbox"
                      w="5"
                      h="5"
                      accentColor="purple.600"
                      checked={skipRows.has(duplicate.row)}
                      onChange={() => onToggleRow(duplicate.row)}
                    />
                    Leave row {duplicate.row} out
                  </chakra.label>
                </Stack>
              );
            })}
          </Stack>
        </Box>
      ) : null}

      {props.offline ? (
        <Text color="fg.muted">Importing needs a connection: you seem to be offline.</Text>
      ) : null}
      <Stack direction="row" gap={2}>
        <Button variant="outline" onClick={props.onBack}>
          Change the columns
        </Button>
        <Button
          colorPalette="purple"
          disabled={blocked || left === 0 || props.offline}
          loading={props.importing}
          onClick={props.onImport}
        >
          Import {left} {left === 1 ? 'contact' : 'contacts'}
        </Button>
      </Stack>
      {blocked ? (
        <Text textStyle="sm" color="fg.muted">
          Fix the rows in the file and choose it again, or skip the bad rows.
        </Text>
      ) : null}
    </Stack>
  );
}
