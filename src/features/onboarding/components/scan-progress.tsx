import { Box, Text } from '@chakra-ui/react';
import type { UploadState } from '@/outbox';
import { formatDocumentSize } from './document-format';

/** How much of the upload has gone; Chakra's Progress recipe is not in the slim theme. */
export function ScanProgress({ name, progress }: { name: string; progress: UploadState | null }) {
  const percent =
    progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  const label = `Uploading your ${name}`;
  return (
    <Box>
      <Text fontSize="sm" mb={1}>
        {label}
        {progress
          ? ` · ${formatDocumentSize(progress.sent)} of ${formatDocumentSize(progress.total)}`
          : '…'}
      </Text>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        h="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="colorPalette.solid" transition="width 0.2s" />
      </Box>
    </Box>
  );
}
