import { Button, Skeleton } from '@chakra-ui/react';
import { DataError } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import type { RunPhase } from '../model/run-phase';
import { RunProgress } from './run-progress';

// What the run is doing, in words: loading the saved result, waiting for the network, going
// (progress and Cancel), refused or failed (why, and try again), cancelled, or never run.

interface RunStatusProps {
  phase: RunPhase;
  /** Results of an earlier run are on screen under this. */
  hasResults: boolean;
  onRun: () => void;
  onCancel: () => void;
  onRetryLatest: () => void;
}

export function RunStatus({ phase, hasResults, onRun, onCancel, onRetryLatest }: RunStatusProps) {
  switch (phase.kind) {
    case 'loading':
      return <Skeleton h="24" borderRadius="l3" />;
    case 'starting':
      return <RunProgress progress={null} onCancel={onCancel} />;
    case 'running':
      return <RunProgress progress={phase.progress} onCancel={onCancel} />;
    case 'waiting-network':
      return (
        <FormAlert status="info" title="This run waits for the network">
          You are offline{hasResults ? '; the results below are the last saved on this device' : ''}
          . The run starts by itself when you are back online.{' '}
          <Button size="xs" variant="outline" colorPalette="gray" onClick={onCancel} ms={1}>
            Don’t run it
          </Button>
        </FormAlert>
      );
    case 'failed':
      return (
        <FormAlert status="error" title="The run did not finish">
          {phase.message}{' '}
          <Button size="xs" variant="outline" colorPalette="gray" onClick={onRun} ms={1}>
            Try again
          </Button>
        </FormAlert>
      );
    case 'cancelled':
      return (
        <FormAlert status="info" title="Run cancelled">
          {hasResults ? 'The results below are from the last finished run. ' : ''}
          <Button size="xs" variant="outline" colorPalette="gray" onClick={onRun}>
            Run it
          </Button>
        </FormAlert>
      );
    case 'never-run':
      return (
        <FormAlert status="info" title="Not run yet">
          See how these rules would have done.{' '}
          <Button size="xs" colorPalette="purple" onClick={onRun} ms={1}>
            Run it now
          </Button>
        </FormAlert>
      );
    case 'unavailable':
      return <DataError error={phase.error} onRetry={onRetryLatest} />;
    case 'done':
      return null;
  }
}
