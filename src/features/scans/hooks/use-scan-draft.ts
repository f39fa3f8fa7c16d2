import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { builderToText, EMPTY_ANALYSIS, type Builder, type ScanAnalysis } from '../model/builder';
import { loadScanReader, useScanReader } from './use-scan-reader';

const READING: ScanAnalysis = { view: { kind: 'reading' }, canonical: null };

/**
 * The scan being written: its text (the truth) and what the text says — its error as the user
 * types, the builder that shows it, its canonical form to run. A change in the builder writes
 * the text; typing shows in the builder when the builder can show it. While the text is wrong
 * the builder keeps showing the last scan it could, to be picked up once the text is fixed.
 */
export function useScanDraft(initial = '') {
  const [text, setText] = useState(initial);
  // Reading waits for a pause in typing on a slow phone, never the typing itself.
  const settled = useDeferredValue(text);
  const reader = useScanReader();
  const analysis = useMemo(
    () => (reader ? reader(settled) : settled.trim() === '' ? EMPTY_ANALYSIS : READING),
    [reader, settled],
  );
  const [lastBuilder, setLastBuilder] = useState<Builder | null>(null);
  const wrong = analysis.view.kind === 'invalid';
  const shown = analysis.view.kind === 'builder' ? analysis.view.builder : null;
  // Kept during render (React's "storing information from previous renders"): no effect lag.
  // Text not read yet (the parser is loading) shows no builder ("Reading the scan…").
  if (!wrong && analysis.view.kind !== 'reading' && shown !== lastBuilder) setLastBuilder(shown);
  // A builder edit is shown as made until the text changes again: the deferred reading lags a
  // render, and a second quick edit must build on the first, not on the scan before it.
  const [edited, setEdited] = useState<{ text: string; builder: Builder } | null>(null);
  const setBuilder = useCallback((builder: Builder) => {
    const written = builderToText(builder);
    setEdited({ text: written, builder });
    setText(written);
  }, []);
  /** The canonical form of the text as it is now, once the parser has loaded; null if wrong. */
  const readNow = useCallback(async () => (await loadScanReader())(text).canonical, [text]);
  return {
    text,
    setText,
    /** The text the analysis is of (lags `text` by a render while typing fast). */
    settled,
    analysis,
    builder: edited?.text === text ? edited.builder : wrong ? lastBuilder : shown,
    setBuilder,
    readNow,
  };
}

export type ScanDraft = ReturnType<typeof useScanDraft>;
