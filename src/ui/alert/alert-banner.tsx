import { Alert, Box } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { alertStore, hideAlert } from './alert-store';

/** The spec's banner alert (section 8), mounted once in the root view. */
export function AlertBanner() {
  const alert = useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot);
  const urgent = alert?.type === 'error' || alert?.type === 'warning';
  return (
    // The live region stays mounted so screen readers announce each new message.
    <Box
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      position="fixed"
      top="calc(env(safe-area-inset-top) + 0.75rem)"
      insetX={0}
      mx="auto"
      px={3}
      maxW="lg"
      zIndex="toast"
      pointerEvents={alert ? 'auto' : 'none'}
    >
      {alert ? (
        <Alert.Root
          key={alert.id}
          status={alert.type}
          variant="solid"
          boxShadow="lg"
          cursor="pointer"
          onClick={() => hideAlert(alert.id)}
          data-testid="alert-banner"
          data-type={alert.type}
        >
          <Alert.Indicator />
          <Alert.Title flex="1">{alert.message}</Alert.Title>
          <Box
            as="button"
            aria-label="Dismiss message"
            fontSize="lg"
            lineHeight="1"
            px={1}
            borderRadius="l1"
            focusRing="outside"
            onClick={(event) => {
              event.stopPropagation();
              hideAlert(alert.id);
            }}
          >
            ×
          </Box>
        </Alert.Root>
      ) : null}
    </Box>
  );
}
