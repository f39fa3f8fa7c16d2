import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { dataErrorMessage } from '@/ui/data-error';
import { saveFile } from '@/ui/save-file';
import { fetchThreadExport } from '../api/thread-export';
import { exportFileName } from '../model/chat-time';

// The adviser's record of a conversation: the whole thread as a CSV file (the server's export,
// every message with its times and states), for inspection or the client's file.

export function ExportButton({ threadId, name }: { threadId: string; name: string }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const run = () => {
    setState({ busy: true, error: null });
    fetchThreadExport(threadId)
      .then(({ blob, fileName }) => {
        saveFile(blob, fileName ?? exportFileName(name, new Date()));
        setState({ busy: false, error: null });
      })
      .catch((error: unknown) => setState({ busy: false, error: dataErrorMessage(error) }));
  };
  return (
    <HStack gap={2} flexWrap="wrap" justify="flex-end">
      {state.error ? (
        <Text textStyle="xs" color="red.fg" role="alert" maxW="16rem">
          Export failed: {state.error}
        </Text>
      ) : null}
      <Button
        size="xs"
        variant="outline"
        onClick={run}
        loading={state.busy}
        loadingText="Exporting"
      >
        Export CSV
      </Button>
    </HStack>
  );
}
