import { Button, chakra, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { ScanDraft } from '../hooks/use-scan-draft';
import { ScanBuilder } from './scan-builder';
import { ScanTextField } from './scan-text-field';

// The Build tab: the text box and the builder, one scan in two views, with Run and Save.

interface ScanEditorProps {
  draft: ScanDraft;
  onRun: (expression: string) => void;
  onSave: (expression: string) => void;
  running: boolean;
  /** The saved scan being edited, when one was opened. */
  opened: { name: string } | null;
}

export function ScanEditor({ draft, onRun, onSave, running, opened }: ScanEditorProps) {
  const canonical = draft.analysis.canonical;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canonical) onRun(canonical);
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Build a scan">
      <Stack gap={4}>
        {opened ? (
          <Text fontSize="sm" color="fg.muted">
            Editing your saved scan “{opened.name}”.
          </Text>
        ) : null}
        <ScanTextField draft={draft} />
        <HStack gap={2} flexWrap="wrap">
          <Button
            type="submit"
            colorPalette="purple"
            disabled={!canonical}
            loading={running}
            loadingText="Running"
          >
            Run scan
          </Button>
          <Button
            variant="outline"
            disabled={!canonical}
            onClick={() => canonical && onSave(canonical)}
          >
            {opened ? 'Save…' : 'Save scan…'}
          </Button>
          <Button variant="ghost" disabled={draft.text === ''} onClick={() => draft.setText('')}>
            Clear
          </Button>
        </HStack>
        <Separator />
        <Stack gap={2}>
          <Text as="h2" fontWeight="semibold">
            Builder
          </Text>
          <ScanBuilder draft={draft} />
        </Stack>
      </Stack>
    </chakra.form>
  );
}
