import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '@/ui/form-alert';
import { saveFile } from '@/ui/save-file';
import { fetchDataExport } from '../api/data-export';
import { actionErrorMessage } from './action-error';
import { SettingsCard } from './settings-card';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString('en-IN', { maximumFractionDigits: 1 })} MB`;

/** Export all my data: a zip of JSON and CSV (and the documents), made fresh on the server. */
export function DataExportCard() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const download = async () => {
    setPending(true);
    setFailure(null);
    setDone(null);
    try {
      const file = await fetchDataExport();
      saveFile(file.blob, file.fileName);
      setDone(`${file.fileName} (${sizeText(file.blob.size)}) is in your downloads.`);
    } catch (error) {
      setFailure(actionErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <SettingsCard
      id="export"
      title="Your data"
      description="Everything we hold about you, in files you can open and keep."
    >
      <Stack gap={3} align="flex-start">
        <Text>
          A zip with your profile, KYC, risk profiles, orders, trades, cash ledger, holdings and the
          record of actions on your account, as JSON and as CSV for a spreadsheet, with the
          documents you uploaded. It is not kept on this device.
        </Text>
        {failure ? <FormAlert status="error" title={failure} /> : null}
        {done ? <FormAlert status="success" title={done} /> : null}
        <Button
          size="sm"
          variant="outline"
          loading={pending}
          loadingText="Preparing…"
          onClick={() => void download()}
        >
          Download my data
        </Button>
      </Stack>
    </SettingsCard>
  );
}
