import { Badge, chakra, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { PageFrame } from '@/ui/page-frame';
import { useCreateSavedScan } from '../api/saved-scan-create';
import { useUpdateSavedScan } from '../api/saved-scan-update';
import { useNewMatchCount, useSavedScansView } from '../hooks/use-saved-scans-view';
import { useScanDraft } from '../hooks/use-scan-draft';
import { loadScanReader, useScanReader } from '../hooks/use-scan-reader';
import { useScanRun } from '../hooks/use-scan-run';
import { MAX_SAVED_SCANS, type SavedScan } from '../model/contract';
import { SCAN_TABS, type ScanTab } from '../model/search';
import { PrebuiltScans } from './prebuilt-scans';
import type { BasketAction } from './results-actions';
import type { SaveChoice } from './save-scan-form';
import { SavedScans } from './saved-scans';
import { ScanEditor } from './scan-editor';
import { TabStrip } from '@/ui/tab-strip';

// /investor/scans and /advisor/scans (issue 14, Deliver 2): build a scan (form or text), open a
// ready-made or saved one, run it over the NIFTY 500 and act on the stocks it finds.

const NONE: readonly string[] = [];

// Loaded on first open, with Chakra's dialog machinery (issue 19, first-load budgets).
const SaveScanDialog = lazyWhenOpen(
  () => import('./save-scan-dialog').then((m) => m.SaveScanDialog),
  (props) => props.expression !== null,
);
// The results (table, cards, CSV, their actions) show only once a scan runs: fetched just after
// the first paint, alongside the parser, rather than with the screen.
const ScanResults = lazyWhenOpen(
  () => import('./scan-results').then((m) => m.ScanResults),
  (props) => props.run.expression !== '',
);

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
  const reader = useScanReader();
  useEffect(() => {
    ScanResults.preload().catch(() => undefined);
  }, []);
  const opened = scans?.find((scan) => scan.id === openedId) ?? null;
  // A saved scan's new matches and last run belong to its results, not to an edited scan's.
  // (Saved scans are saved canonical, so until the parser loads their text is compared as is.)
  const ranOpened =
    opened !== null &&
    ((reader && reader(opened.expression).canonical) ?? opened.expression) === run.expression;

  const open = (expression: string, saved: SavedScan | null) => {
    draft.setText(expression);
    // Run as canonical text (the offline cache's key); the server reads it if the parser cannot.
    void loadScanReader().then(
      (read) => run.run(read(expression).canonical ?? expression),
      () => run.run(expression),
    );
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
      <TabStrip
        tabs={SCAN_TABS}
        tab={tab}
        onTab={setTab}
        labels={{
          build: 'Build',
          prebuilt: 'Ready-made',
          saved: (
            <>
              My scans
              {fresh > 0 ? (
                <Badge colorPalette="green" variant="solid" ms={1}>
                  <chakra.span srOnly>, </chakra.span>
                  {fresh} new
                </Badge>
              ) : null}
            </>
          ),
        }}
        panel={(value) =>
          ({
            build: (
              <>
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
                  preloadSave={() => void SaveScanDialog.preload()}
                />
              </>
            ),
            prebuilt: <PrebuiltScans onOpen={(expression) => open(expression, null)} />,
            saved: (
              <SavedScans
                onOpen={(scan) => open(scan.expression, scan)}
                onBuild={() => setTab('build')}
              />
            ),
          })[value]
        }
      />
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
