import { Box, Button, chakra, Heading, Stack, Table, Text, useRecipe } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { isApiError, isNetworkError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { PlainField } from '@/ui/plain-field';
import { saveFile } from '@/ui/save-file';
import { useOffline } from '@/ui/use-offline';
import { importErrorsOf, useImportContacts } from '../api/import-contacts';
import { IMPORT_FIELDS, type Contact, type ImportResult } from '../model/contract';
import {
  guessMapping,
  IMPORT_FIELD_LABELS,
  mappingProblems,
  mapRows,
  parseCsv,
  type ColumnMapping,
  type ParsedCsv,
} from '../model/csv-mapping';
import { CSV_TEMPLATE, CSV_TEMPLATE_FILE_NAME, CSV_TEMPLATE_TYPE } from '../model/csv-template';
import { ImportReview } from './import-review';

// Importing contacts from a CSV file (issue 17, Deliver 5): pick the file (or download the
// template), say which column holds which field (guessed from the headers), see the first rows,
// have the server check them all (a dry run writes nothing), decide about bad rows and likely
// duplicates, then import. Needs the network: the check's answer is what the adviser decides on.
// Loaded only when opened (papaparse).

const PREVIEW_ROWS = 5;

type Step =
  | { step: 'pick' }
  | { step: 'map'; file: ParsedCsv; fileName: string }
  | { step: 'review'; file: ParsedCsv; fileName: string; result: ImportResult }
  | { step: 'done'; imported: number; skipped: number };

export interface ImportFlowProps {
  contacts: readonly Contact[];
  onClose: () => void;
}

export default function ImportFlow({ contacts, onClose }: ImportFlowProps) {
  const send = useImportContacts();
  const offline = useOffline();
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  const [state, setState] = useState<Step>({ step: 'pick' });
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [skipRows, setSkipRows] = useState<ReadonlySet<number>>(new Set());
  const [skipInvalid, setSkipInvalid] = useState(false);

  const failed = (error: unknown) =>
    setProblem(
      isNetworkError(error)
        ? 'The server could not be reached. Importing needs a connection: try again when you are online.'
        : isApiError(error)
          ? error.message
          : 'The file could not be checked. Try again.',
    );

  const pick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const parsed = parseCsv(await file.text());
    if (parsed.headers.length === 0 || parsed.rows.length === 0) {
      setProblem(
        parsed.errors[0] ??
          'The file has no rows: the first row names the columns, then one contact a row.',
      );
      return;
    }
    setMapping(guessMapping(parsed.headers));
    setSkipRows(new Set());
    setSkipInvalid(false);
    setState({ step: 'map', file: parsed, fileName: file.name });
  };

  if (state.step === 'done') {
    return (
      <FormAlert
        status="success"
        title={`${state.imported} ${state.imported === 1 ? 'contact' : 'contacts'} imported`}
      >
        {state.skipped > 0 ? `${state.skipped} rows were left out. ` : ''}
        <Button size="sm" variant="outline" ml={2} onClick={onClose}>
          Back to contacts
        </Button>
      </FormAlert>
    );
  }

  const header = (
    <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap={2}>
      <Heading as="h2" size="lg">
        Import contacts
      </Heading>
      <Button variant="ghost" onClick={onClose}>
        Cancel the import
      </Button>
    </Stack>
  );
  const alert = problem ? <FormAlert status="error" title={problem} /> : null;

  if (state.step === 'pick') {
    return (
      <Stack gap={4}>
        {header}
        {alert}
        <Text>
          Choose a CSV file: the first row names the columns (name, mobile, e-mail, tags, date of
          birth, remarks), then one contact a row. Spreadsheets save one with “Save as CSV”.
        </Text>
        <PlainField id="import-file" label="CSV file">
          <chakra.input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            css={input}
            py={1}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </PlainField>
        <Button
          variant="outline"
          alignSelf="flex-start"
          onClick={() =>
            saveFile(new Blob([CSV_TEMPLATE], { type: CSV_TEMPLATE_TYPE }), CSV_TEMPLATE_FILE_NAME)
          }
        >
          Download a template
        </Button>
      </Stack>
    );
  }

  const { file } = state;
  const current = mapping ?? guessMapping(file.headers);
  const problems = mappingProblems(current, file.headers);
  const rows = mapRows(file.rows, current);

  const check = () => {
    setProblem(null);
    send.mutate(
      { rows, dryRun: true },
      {
        onSuccess: (result) => setState({ ...state, step: 'review', result }),
        onError: (error) => {
          const refused = importErrorsOf(error);
          if (refused) {
            setState({
              ...state,
              step: 'review',
              result: { imported: 0, skipped: 0, dryRun: true, ...refused },
            });
          } else failed(error);
        },
      },
    );
  };

  if (state.step === 'review') {
    return (
      <Stack gap={4}>
        {header}
        {alert}
        <ImportReview
          result={state.result}
          rows={rows}
          contacts={contacts}
          skipRows={skipRows}
          onToggleRow={(row) =>
            setSkipRows((old) => {
              const next = new Set(old);
              if (!next.delete(row)) next.add(row);
              return next;
            })
          }
          skipInvalid={skipInvalid}
          onSkipInvalid={setSkipInvalid}
          offline={offline}
          importing={send.isPending}
          onBack={() => setState({ step: 'map', file, fileName: state.fileName })}
          onImport={() => {
            setProblem(null);
            send.mutate(
              { rows, skipInvalid, skipRows: [...skipRows].sort((a, b) => a - b) },
              {
                onSuccess: (result) =>
                  setState({ step: 'done', imported: result.imported, skipped: result.skipped }),
                onError: (error) => {
                  const refused = importErrorsOf(error);
                  if (refused) {
                    setState({
                      ...state,
                      result: { imported: 0, skipped: 0, dryRun: true, ...refused },
                    });
                  }
                  failed(error);
                },
              },
            );
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap={4}>
      {header}
      {alert}
      <Text>
        {state.fileName}: {file.rows.length} {file.rows.length === 1 ? 'row' : 'rows'}. Say which
        column holds what.
      </Text>
      {file.errors.length > 0 ? (
        <FormAlert status="info" title="Some of the file could not be read">
          {file.errors.slice(0, 3).join('; ')}
        </FormAlert>
      ) : null}
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={3}>
        {IMPORT_FIELDS.map((field) => (
          <PlainField key={field} id={`import-map-${field}`} label={IMPORT_FIELD_LABELS[field]}>
            <chakra.select
              id={`import-map-${field}`}
              css={[input, { appearance: 'auto', pe: 2 }]}
              value={current[field] === null ? '' : String(current[field])}
              onChange={(event) =>
                setMapping({
                  ...current,
                  [field]: event.target.value === '' ? null : Number(event.target.value),
                })
              }
            >
              <option value="">Not imported</option>
              {file.headers.map((name, column) => (
                <option key={column} value={column}>
                  {name}
                </option>
              ))}
            </chakra.select>
          </PlainField>
        ))}
      </Box>
      {problems.length > 0 ? (
        <Stack as="ul" ps={4} gap={1} role="alert">
          {problems.map((text) => (
            <Text as="li" key={text} color="fg.error">
              {text}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Box overflowX="auto">
        <Table.Root
          recipe={tableSlotRecipe}
          size="sm"
          variant="outline"
          aria-label="The first rows as they will be read"
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Row</Table.ColumnHeader>
              {IMPORT_FIELDS.map((field) => (
                <Table.ColumnHeader key={field}>{IMPORT_FIELD_LABELS[field]}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.slice(0, PREVIEW_ROWS).map((row, index) => (
              <Table.Row key={index}>
                <Table.Cell>{index + 1}</Table.Cell>
                {IMPORT_FIELDS.map((field) => (
                  <Table.Cell key={field}>{row[field] ?? ''}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {offline ? (
        <Text color="fg.muted">Importing needs a connection: you seem to be offline.</Text>
      ) : null}
      <Button
        colorPalette="purple"
        alignSelf="flex-start"
        disabled={problems.length > 0 || offline}
        loading={send.isPending}
        onClick={check}
      >
        Check the rows
      </Button>
    </Stack>
  );
}
