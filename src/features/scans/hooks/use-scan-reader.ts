import { useEffect, useState } from 'react';
import type { ScanAnalysis } from '../model/builder';

// The scan language's parser (chevrotain, about 45 KiB gzip) is not part of the screen's first
// load (issue 19): the screen asks for it as soon as it has painted, and whatever needs a scan
// read before that (Run, Save, opening a ready-made scan) waits for it. The module is fetched
// once per page; a failed fetch is tried again on the next ask.

export type ScanReader = (text: string) => ScanAnalysis;

let loaded: ScanReader | null = null;
let loading: Promise<ScanReader> | null = null;
/** Screens waiting for the parser, told when any ask for it succeeds (a retry too). */
const waiting = new Set<(read: ScanReader) => void>();

/** The parser, once loaded: `analyseScan` of model/analyse.ts. */
export function loadScanReader(): Promise<ScanReader> {
  loading ??= import('../model/analyse').then(
    ({ analyseScan }) => {
      loaded = analyseScan;
      waiting.forEach((tell) => tell(analyseScan));
      return analyseScan;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The parser, or null until it has loaded (the load starts after the first paint). */
export function useScanReader(): ScanReader | null {
  const [reader, setReader] = useState<ScanReader | null>(() => loaded);
  useEffect(() => {
    if (reader) return;
    const tell = (read: ScanReader) => setReader(() => read);
    waiting.add(tell);
    loadScanReader().then(tell, () => undefined);
    return () => {
      waiting.delete(tell);
    };
  }, [reader]);
  return reader;
}
