import {
  Button,
  Card,
  chakra,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { isApiError, isNetworkError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { describedBy, PlainField } from '@/ui/plain-field';
import { saveFile } from '@/ui/save-file';
import { fetchRecordsExport } from '../api/records-export';
import { indiaToday } from '../model/model-form';

// "Records for an inspection" (issue 16, Deliver 6): a span of India's days and a button that
// downloads every call, model version, suitability decision, suggestion and client response of
// the adviser in it as CSV (GET /api/advisor/research/records.csv). The span is checked here as
// the server checks it; the server's 400 shows next to the day it names.

type Day = 'from' | 'to';
type Problems = Partial<Record<Day, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** The server's limit for one export: six years (of at most 366 days). */
const MAX_SPAN_MS = 6 * 366 * DAY_MS;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The same day a year before `day` (29 February becomes 1 March). */
export function yearBefore(day: string): string {
  const date = new Date(dayMs(day));
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
}

/** What is wrong with the span before asking the server, by the day to fix. */
export function spanProblems(from: string, to: string): Problems {
  const problems: Problems = {};
  if (!DAY.test(from) || Number.isNaN(dayMs(from))) problems.from = 'Choose the first day';
  if (!DAY.test(to) || Number.isNaN(dayMs(to))) problems.to = 'Choose the last day';
  if (problems.from || problems.to) return problems;
  if (from > to) return { from: 'The first day must not be after the last' };
  if (dayMs(to) - dayMs(from) > MAX_SPAN_MS) {
    return { to: 'At most six years at once: download longer spans in parts' };
  }
  return {};
}

/** The server's refusal as messages at the days it names, or one message for the form. */
function problemsOf(error: unknown): { days: Problems; form: string | null } {
  if (isNetworkError(error)) {
    return {
      days: {},
      form: 'You are offline. The records are made fresh on the server: connect and try again.',
    };
  }
  if (isApiError(error) && error.status === 400) {
    const days: Problems = {};
    for (const problem of error.fields) {
      if (problem.in === 'query' && (problem.field === 'from' || problem.field === 'to')) {
        days[problem.field] ??= problem.detail;
      }
    }
    if (days.from || days.to) return { days, form: null };
    return { days, form: error.message };
  }
  if (isApiError(error) && (error.status === 401 || error.status === 403)) {
    return { days: {}, form: 'Only an adviser signed in can download these records.' };
  }
  if (isApiError(error) && error.status >= 500) {
    return {
      days: {},
      form: 'The server could not make the file just now. Try again in a moment.',
    };
  }
  return {
    days: {},
    form: error instanceof Error ? error.message : 'The file could not be made. Try again.',
  };
}

export function RecordsExportSection() {
  const id = useId();
  const headingId = `${id}-heading`;
  const [to, setTo] = useState(() => indiaToday());
  const [from, setFrom] = useState(() => yearBefore(to));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRecipe({ key: 'input' })({ size: 'md' });

  const download = async () => {
    setFailure(null);
    setDone(null);
    const found = spanProblems(from, to);
    setProblems(found);
    if (found.from || found.to) return;
    setPending(true);
    try {
      const file = await fetchRecordsExport(from, to);
      saveFile(file.blob, file.fileName);
      setDone(`${file.fileName} is in your downloads.`);
    } catch (error) {
      const refused = problemsOf(error);
      setProblems(refused.days);
      setFailure(refused.form);
    } finally {
      setPending(false);
    }
  };

  const dayField = (day: Day, label: string, value: string, onValue: (value: string) => void) => {
    const fieldId = `${id}-${day}`;
    const error = problems[day];
    return (
      <PlainField id={fieldId} label={label} error={error}>
        <chakra.input
          id={fieldId}
          type="date"
          name={day}
          css={input}
          value={value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id: fieldId, error })}
          onChange={(event) => {
            onValue(event.target.value);
            setProblems((old) => ({ ...old, [day]: undefined }));
          }}
        />
      </PlainField>
    );
  };

  return (
    <Card.Root as="section" variant="outline" mt={8} aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          Records for an inspection
        </Heading>
      </Card.Header>
      <Card.Body>
        <chakra.form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void download();
          }}
        >
          <Stack gap={4}>
            <Text textStyle="sm" color="fg.muted">
              SEBI asks advisers to keep these records for five years. The CSV has one row for each
              research call, model version, suitability decision, suggestion and client response in
              the days you choose (India time, up to six years at once), oldest first.
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4} maxW="32rem">
              {dayField('from', 'From', from, setFrom)}
              {dayField('to', 'To', to, setTo)}
            </SimpleGrid>
            {failure ? <FormAlert status="error" title={failure} /> : null}
            {done ? <FormAlert status="success" title={done} /> : null}
            <div>
              <Button type="submit" variant="outline" loading={pending} loadingText="Preparing…">
                Download CSV
              </Button>
            </div>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
