import { Alert, Button } from '@chakra-ui/react';
import { isApiError, isNetworkError } from '@/api/errors';

interface DataErrorProps {
  error: unknown;
  onRetry: () => void;
  /** Whether a retry is under way. */
  retrying?: boolean;
}

/** What went wrong, in words a user can act on. */
export function dataErrorMessage(error: unknown): string {
  if (isNetworkError(error)) {
    return 'You are offline, and this has not been saved on this device yet. Try again when you are connected.';
  }
  if (isApiError(error) && error.status >= 500) {
    return 'The server could not answer just now. Try again in a moment.';
  }
  // An answer that does not match the app's contract: never show the parser's report.
  if (error instanceof Error && error.name === '$ZodError') {
    return 'The server’s answer could not be read: this app may be out of date. Reload the page to update it, or try again later.';
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/** A clear, retryable error where there is no data to show, cached or not. */
export function DataError({ error, onRetry, retrying = false }: DataErrorProps) {
  return (
    <Alert.Root status="warning" borderRadius="l3" data-testid="data-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load this</Alert.Title>
        <Alert.Description>{dataErrorMessage(error)}</Alert.Description>
      </Alert.Content>
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
    </Alert.Root>
  );
}
