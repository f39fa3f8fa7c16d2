import { Button, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { WINDOW_CHOICES } from '../model/contract';

/** The window of the gaps and anomalies, in the address (?days=…): one link per choice. */
export function WindowChooser({ days }: { days: number }) {
  return (
    <HStack as="nav" aria-label="Window" gap={1} wrap="wrap">
      <Text textStyle="sm" color="fg.muted" me={1}>
        Window
      </Text>
      {WINDOW_CHOICES.map((choice) => (
        <Button
          key={choice}
          asChild
          size="sm"
          variant={choice === days ? 'solid' : 'outline'}
          colorPalette="purple"
        >
          <Link
            to="/advisor/datacheck"
            search={{ days: choice }}
            aria-current={choice === days ? 'page' : undefined}
            aria-label={`Last ${choice} days`}
          >
            {choice} days
          </Link>
        </Button>
      ))}
    </HStack>
  );
}
