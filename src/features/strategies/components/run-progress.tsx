import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { progressAnnouncement, progressPercent } from '../model/run-phase';

// A run under way: the bar (a progressbar with its value for screen readers, who hear it in
// quarters rather than at every 250 ms poll) and Cancel.

interface RunProgressProps {
  /** 0 to 1; null before the server has said (starting). */
  progress: number | null;
  onCancel: () => void;
}

export function RunProgress({ progress, onCancel }: RunProgressProps) {
  const percent = progress === null ? 0 : progressPercent(progress);
  return (
    <Stack gap={2} data-testid="run-progress">
      <HStack justify="space-between" gap={3} flexWrap="wrap">
        <Text fontWeight="medium">
          {progress === null ? 'Starting the run…' : `Working out past performance: ${percent} %`}
        </Text>
        <Button size="sm" variant="outline" colorPalette="gray" onClick={onCancel}>
          Cancel the run
        </Button>
      </HStack>
      <Box
        role="progressbar"
        aria-label="Past performance run"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress === null ? undefined : percent}
        aria-valuetext={progress === null ? 'Starting' : `${percent} %`}
        h="2"
        borderRadius="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box
          h="full"
          w={`${percent}%`}
          bg="purple.solid"
          borderRadius="full"
          transition="width 0.2s linear"
        />
      </Box>
      <Text srOnly aria-live="polite">
        {progress === null ? 'Starting the run' : progressAnnouncement(progress)}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        The server replays every trading day of the test; it takes a few seconds.
      </Text>
    </Stack>
  );
}
