import { Center, Spinner } from '@chakra-ui/react';
import { SPINNER_SIZE_PX } from '@/config';

/** Spec 2: a centred purple spinner, size 64, over the whole view while the app is loading. */
export function RootSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center position="fixed" inset={0} zIndex="overlay" bg="bg" data-testid="root-spinner">
      <Spinner
        color="purple.500"
        borderWidth="5px"
        css={{ '--spinner-size': `${SPINNER_SIZE_PX}px` }}
        animationDuration="0.8s"
        role="status"
        aria-label={label}
      />
    </Center>
  );
}
