import { Button, chakra, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { ScanDraft } from '../hooks/use-scan-draft';
import { ScanBuilder } from './scan-builder';
import { ScanTextField } from './scan-text-field';

// The Build tab: the text box and the builder, one scan in two views, with Run and Save.

interface ScanEditorProps {
  draft: ScanDraft;
  onRun: (expression: string) => void;
  onSave: (expression: string) => void;
  /** Starts loading the save dialog, for the Save button's hover or focus. */
  preloadSave?: () => void;
  running: boolean;
  /** The saved scan being edited, when one was opened. */
  opened: { name: string } | null;
}

export function ScanEditor({
  draft,
  onRun,
  onSave,
  preloadSave,
  running,
  opened,
}: ScanEditorProps) {
  const canonical = draft.analysis.canonical;
  // Until the parser has loaded (just after the first paint) a typed scan is not read yet: Run
  // and Save wait for it, and a wrong scan then shows its error instead.
  const reading = draft.analysis.view.kind === 'reading';
  const ready = canonical !== null || (reading && draft.text.trim() !== '');
  // Saving needs the scan read here; if the parser could not load, say so (Save can be pressed again).
  const [unreadable, setUnreadable] = useState(false);
  const withCanonical = (
    then: (expression: string) => void,
    unread: () => void = () => setUnreadable(true),
  ) => {
    setUnreadable(false);
    if (canonical) then(canonical);
    else if (reading) void draft.readNow().then((read) => read && then(read), unread);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Should the parser fail to load, the server reads the scan and says what is wrong.
    withCanonical(onRun, () => onRun(draft.text.trim()));
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
            disabled={!ready}
            loading={running}
            loadingText="Running"
          >
            Run scan
          </Button>
          <Button
            variant="outline"
            disabled={!ready}
            onClick={() => withCanonical(onSave)}
            onPointerEnter={preloadSave}
            onFocus={preloadSave}
          >
            {opened ? 'Save…' : 'Save scan…'}
          </Button>
          <Button variant="ghost" disabled={draft.text === ''} onClick={() => draft.setText('')}>
            Clear
          </Button>
        </HStack>
        {unreadable ? (
          <Text role="alert" color="fg.error">
            The scan could not be checked, so it was not saved: part of the app did not load. Check
            your connection and press Save again.
          </Text>
        ) : null}
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
