import { Badge, chakra, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { PageFrame } from '@/ui/page-frame';
import { useCreateSavedScan } from '../api/saved-scan-create';
import { useUpdateSavedScan } from '../api/saved-scan-update';
import { useNewMatchCount, useSavedScansView } from '../hooks/use-saved-scans-view';
import { useScanDraft } from '../hooks/use-scan-draft';
import { useScanRun } from '../hooks/use-scan-run';
import { analyseScan } from '../model/builder';
import { MAX_SAVED_SCANS, type SavedScan } from '../model/contract';
import type { ScanTab } from '../model/search';
import { PrebuiltScans } from './prebuilt-scans';
import type { BasketAction } from './results-actions';
import { SaveScanDialog } from './save-scan-dialog';
import type { SaveChoice } from './save-scan-form';
import { SavedScans } from './saved-scans';
import { ScanEditor } from './scan-editor';
import { ScanResults } from './scan-results';

// /investor/scans and /advisor/scans (issue 14, Deliver 2): build a scan (form or text), open a
// ready-made or saved one, run it over the NIFTY 500 and act on the stocks it finds.

const NONE: readonly string[] = [];

interface ScansScreenProps {
  title: string;
  /** Investors: "Make a basket" of the results. */
  basket?: BasketAction;
  /** Investors: "Add all to watchlist". */
  watchlists: boolean;
  /** The tab to open on (`?tab=saved` from a "new matches" notification). */
  initialTab?: ScanTab | undefined;
}

export function ScansScreen({ title, basket, watchlists, initialTab }: ScansScreenProps) {
  const [tab, setTab] = useState<ScanTab>(initialTab ?? 'build');
  const draft = useScanDraft();
  const run = useScanRun();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { scans } = useSavedScansView();
  const fresh = useNewMatchCount();
  const create = useCreateSavedScan();
  const update = useUpdateSavedScan();
  const opened = scans?.find((scan) => scan.id === openedId) ?? null;
  // A saved scan's new matches and last run belong to its results, not to an edited scan's.
  const ranOpened =
    opened !== null &&
    (analyseScan(opened.expression).canonical ?? opened.expression) === run.expression;

  const open = (expression: string, saved: SavedScan | null) => {
    draft.setText(expression);
    run.run(analyseScan(expression).canonical ?? expression);
    setOpenedId(saved?.id ?? null);
    setNotice(null);
    setTab('build');
  };
  const save = (choice: SaveChoice) => {
    const said = (queued: boolean) =>
      setNotice(
        queued
          ? `“${choice.name}” is saved on this device and sent when you are back online.`
          : `Saved “${choice.name}”. It runs again after every data update.`,
      );
    const done = { onSuccess: (result: { state: string }) => said(result.state !== 'sent') };
    if (choice.kind === 'update') {
      update.mutate(choice, done);
      return;
    }
    const id = crypto.randomUUID();
    create.mutate({ id, name: choice.name, expression: choice.expression }, done);
    setOpenedId(id);
  };

  return (
    <PageFrame title={title} description="Find stocks of the NIFTY 500 that match your rules.">
      <Tabs.Root
        recipe={tabsSlotRecipe}
        value={tab}
        onValueChange={({ value }) => setTab(value as ScanTab)}
        colorPalette="purple"
      >
        <Tabs.List overflowX="auto" overflowY="hidden" mb={5}>
          <Tabs.Trigger value="build" flexShrink={0}>
            Build
          </Tabs.Trigger>
          <Tabs.Trigger value="prebuilt" flexShrink={0}>
            Ready-made
          </Tabs.Trigger>
          <Tabs.Trigger value="saved" flexShrink={0}>
            My scans
            {fresh > 0 ? (
              <Badge colorPalette="green" variant="solid" ms={1}>
                <chakra.span srOnly>, </chakra.span>
                {fresh} new
              </Badge>
            ) : null}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="build">
          {notice ? (
            <Text role="status" mb={3} color="fg.muted">
              {notice}
            </Text>
          ) : null}
          <ScanEditor
            draft={draft}
            running={run.query.isFetching}
            opened={opened}
            onRun={(expression) => {
              run.run(expression);
              if (expression === run.expression) void run.query.refetch();
            }}
            onSave={setSaving}
          />
        </Tabs.Content>
        <Tabs.Content value="prebuilt">
          <PrebuiltScans onOpen={(expression) => open(expression, null)} />
        </Tabs.Content>
        <Tabs.Content value="saved">
          <SavedScans
            onOpen={(scan) => open(scan.expression, scan)}
            onBuild={() => setTab('build')}
          />
        </Tabs.Content>
      </Tabs.Root>
      <ScanResults
        run={run}
        newSymbols={ranOpened ? opened.newSymbols : NONE}
        lastRun={ranOpened ? opened.lastRun : null}
        basket={basket}
        watchlists={watchlists}
      />
      <SaveScanDialog
        expression={saving}
        opened={opened}
        takenNames={(scans ?? []).map((scan) => scan.name)}
        full={(scans ?? []).length >= MAX_SAVED_SCANS}
        onSave={save}
        onClose={() => setSaving(null)}
      />
    </PageFrame>
  );
}
