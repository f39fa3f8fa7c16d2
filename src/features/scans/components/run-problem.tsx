import { Alert, Button, Text } from '@chakra-ui/react';
import { formatIsoDate } from '@/ui/format-money';
import { RUN_PROBLEM_TEXT, runProblemOf } from '../model/run-errors';

// Why a scan shows no answer, and what to do. Offline, a saved scan still shows what its last
// run on the server found (its symbols), while the full answer waits for the network.

export interface LastRun {
  date: string;
  count: number;
  symbols: readonly string[];
}

interface RunProblemProps {
  error: unknown;
  lastRun: LastRun | null;
  onRetry: () => void;
  retrying: boolean;
}

export function RunProblem({ error, lastRun, onRetry, retrying }: RunProblemProps) {
  const problem = runProblemOf(error);
  const text = RUN_PROBLEM_TEXT[problem.kind];
  const detail = problem.kind === 'invalid' ? problem.message : text.detail;
  const offline = problem.kind === 'offline';
  return (
    <Alert.Root status={offline ? 'info' : 'warning'} borderRadius="l3" data-testid="scan-problem">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text.title}</Alert.Title>
        <Alert.Description>
          {detail}
          {offline && lastRun ? (
            <Text mt={2}>
              Its last run, on {formatIsoDate(lastRun.date)}, found{' '}
              {lastRun.count === 1 ? '1 stock' : `${lastRun.count} stocks`}
              {lastRun.symbols.length > 0 ? `: ${lastRun.symbols.join(', ')}` : ''}.
            </Text>
          ) : null}
        </Alert.Description>
      </Alert.Content>
      {problem.kind === 'invalid' || offline ? null : (
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          alignSelf="center"
          onClick={onRetry}
          loading={retrying}
          loadingText="Retrying"
        >
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}
