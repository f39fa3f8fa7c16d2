import { Badge, Box } from '@chakra-ui/react';
import { useOffline } from './use-offline';

/**
 * A small badge in the shells' headers while the app cannot reach the server. The live region
 * stays mounted so screen readers announce the change both ways.
 */
export function OfflineIndicator() {
  const offline = useOffline();
  return (
    <Box role="status" aria-live="polite" display="contents">
      {offline ? (
        <Badge
          colorPalette="orange"
          variant="solid"
          title="You are offline. Saved data is shown where there is any."
          data-testid="offline-indicator"
        >
          <Box as="span" aria-hidden="true" boxSize="2" borderRadius="full" bg="currentColor" />
          Offline
        </Badge>
      ) : null}
    </Box>
  );
}
