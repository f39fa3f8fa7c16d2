import { parseScan } from '@/domain/scan/parse';
import { printScan } from '@/domain/scan/print';
import { builderFromAst, EMPTY_ANALYSIS, type ScanAnalysis } from './builder';

// The one module of the scans screen that holds the scan language's parser (chevrotain, about
// 45 KiB gzip): it is imported only through hooks/use-scan-reader.ts, so it loads after the
// screen's first paint, not with it (issue 19; STYLE.md: heavy libraries load lazily).

/** The text read once as the user types: its error, its builder and its canonical form. */
export function analyseScan(text: string): ScanAnalysis {
  if (text.trim() === '') return EMPTY_ANALYSIS;
  const result = parseScan(text);
  if (!result.ok) return { view: { kind: 'invalid', error: result.error }, canonical: null };
  const builder = builderFromAst(result.ast);
  return {
    view: builder ? { kind: 'builder', builder } : { kind: 'too-complex' },
    canonical: printScan(result.ast),
  };
}
