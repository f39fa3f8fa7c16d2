import { Alert, Box, Button, chakra, List, Stack, Text } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { isApiError } from '@/api/errors';
import { useImportTradebook } from '../api/tradebook-import';
import { formatIsoDate } from '../model/format';

/** At most this many problems are listed; the rest are counted. */
const SHOWN = 20;

/**
 * "Import a tradebook": a Zerodha Console tradebook CSV into the paper account, to start from a
 * real portfolio. The server takes the file whole or not at all and names every bad line.
 */
export function TradebookImport() {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const mutation = useImportTradebook();
  const error = mutation.error;
  const problems = isApiError(error) ? error.fields.map((field) => field.detail) : [];
  const result = mutation.data;
  return (
    <Box as="section" aria-labelledby={`${hintId}-title`} borderWidth="1px" borderRadius="l3" p={4}>
      <Stack gap={3}>
        <Text as="h2" id={`${hintId}-title`} fontWeight="semibold">
          Import a tradebook
        </Text>
        <Text id={hintId} textStyle="sm" color="fg.muted">
          Start from your real portfolio: in Zerodha Console open Reports, Tradebook, Equity, and
          download it as CSV. Every trade is checked; if any line has a problem, nothing is imported
          and each line is named.
        </Text>
        <chakra.input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          display="none"
          aria-describedby={hintId}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) mutation.mutate(file);
          }}
        />
        <Button
          variant="outline"
          size="sm"
          alignSelf="flex-start"
          loading={mutation.isPending}
          loadingText="Importing"
          onClick={() => input.current?.click()}
        >
          Choose a tradebook CSV
        </Button>
        {result?.state === 'sent' ? (
          <Alert.Root status="success" borderRadius="l2" role="status">
            <Alert.Indicator />
            <Alert.Description>
              Imported {result.data.imported} trades ({result.data.buys} buys, {result.data.sells}{' '}
              sells) in {result.data.symbols} stocks, from {formatIsoDate(result.data.from)} to{' '}
              {formatIsoDate(result.data.to)}.
            </Alert.Description>
          </Alert.Root>
        ) : null}
        {result && result.state !== 'sent' ? (
          <Alert.Root status="info" borderRadius="l2" role="status">
            <Alert.Indicator />
            <Alert.Description>
              Not sent yet: the file waits on this device and is sent when the connection returns.
            </Alert.Description>
          </Alert.Root>
        ) : null}
        {error ? (
          <Alert.Root status="error" borderRadius="l2" role="alert">
            <Alert.Indicator />
            <Stack gap={2}>
              <Alert.Description>{error.message}</Alert.Description>
              {problems.length > 0 ? (
                <List.Root textStyle="sm" ps={4}>
                  {problems.slice(0, SHOWN).map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                  {problems.length > SHOWN ? (
                    <List.Item>and {problems.length - SHOWN} more</List.Item>
                  ) : null}
                </List.Root>
              ) : null}
            </Stack>
          </Alert.Root>
        ) : null}
      </Stack>
    </Box>
  );
}
