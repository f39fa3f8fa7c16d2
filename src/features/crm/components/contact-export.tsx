import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { isApiError, isNetworkError } from '@/api/errors';
import { saveFile } from '@/ui/save-file';
import { useOffline } from '@/ui/use-offline';
import { fetchCrmExport } from '../api/export-download';
import { EXPORT_KINDS, type ExportKind } from '../model/contract';

// Export buttons (issue 17): all the adviser's contacts, leads, interactions or tasks as a CSV
// file, fetched fresh from the server (it needs the network; offline it says so).

const LABELS: Record<ExportKind, string> = {
  contacts: 'Contacts',
  leads: 'Leads',
  interactions: 'Interactions',
  tasks: 'Tasks',
};

export function ContactExport() {
  const offline = useOffline();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (kind: ExportKind) => {
    setBusy(kind);
    setProblem(null);
    try {
      const { blob, fileName } = await fetchCrmExport(kind);
      saveFile(blob, fileName);
    } catch (error) {
      setProblem(
        isNetworkError(error)
          ? 'The export needs a connection: try again when you are online.'
          : isApiError(error)
            ? error.message
            : 'The export did not work. Try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <HStack gap={2} wrap="wrap" role="group" aria-label="Export as CSV">
      <Text textStyle="sm" color="fg.muted">
        Export as CSV:
      </Text>
      {EXPORT_KINDS.map((kind) => (
        <Button
          key={kind}
          size="xs"
          variant="outline"
          disabled={offline}
          loading={busy === kind}
          onClick={() => void download(kind)}
        >
          {LABELS[kind]}
        </Button>
      ))}
      {offline ? (
        <Text textStyle="sm" color="fg.muted">
          Exports need a connection.
        </Text>
      ) : null}
      {problem ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
    </HStack>
  );
}
