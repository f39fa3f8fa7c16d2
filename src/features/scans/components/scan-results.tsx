import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { formatIsoDate } from '@/ui/format-money';
import { TABLET_UP, useMediaQuery } from '@/ui/use-media-query';
import type { ScanRun } from '../hooks/use-scan-run';
import type { ScanResult } from '../model/contract';
import { DEFAULT_SORT, nextSort, sortRows, type Sort } from '../model/results';
import { ResultsActions, type BasketAction } from './results-actions';
import { ResultsCards } from './results-cards';
import { ResultsTable } from './results-table';
import { RunProblem, type LastRun } from './run-problem';

// A scan's answer: how many of the NIFTY 500 match on which day, the stocks with the values the
// scan compares (sortable), and what to do with them. Loading, waiting for the network and
// errors are said in plain words.

const PAGE = 50;

export interface ScanResultsProps {
  run: ScanRun;
  /** Stocks a saved scan newly matched since the last data update (marked "New"). */
  newSymbols: readonly string[];
  /** A saved scan's last run, shown offline when the full answer is not on this device. */
  lastRun: LastRun | null;
  basket?: BasketAction | undefined;
  watchlists: boolean;
}

export function ScanResults({ run, newSymbols, lastRun, basket, watchlists }: ScanResultsProps) {
  const { query } = run;
  if (run.expression === '') return null;
  return (
    <Stack as="section" gap={4} aria-labelledby="scan-results-title" mt={8}>
      <Heading as="h2" id="scan-results-title" size="lg">
        Results
      </Heading>
      {query.isPending ? (
        <Stack gap={2}>
          <Text role="status" color="fg.muted">
            Running the scan over the NIFTY 500…
          </Text>
          <Skeleton h="48" borderRadius="l3" />
        </Stack>
      ) : query.isError ? (
        <RunProblem
          error={query.error}
          lastRun={lastRun}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />
          <ResultBody
            key={run.expression}
            result={query.data.data}
            newSymbols={newSymbols}
            basket={basket}
            watchlists={watchlists}
          />
        </>
      )}
    </Stack>
  );
}

function ResultBody({
  result,
  newSymbols,
  basket,
  watchlists,
}: Omit<ScanResultsProps, 'run' | 'lastRun'> & { result: ScanResult }) {
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [shown, setShown] = useState(PAGE);
  const wide = useMediaQuery(TABLET_UP);
  const rows = useMemo(() => sortRows(result.rows, sort), [result.rows, sort]);
  const fresh = useMemo(() => new Set(newSymbols), [newSymbols]);
  const count = rows.length;
  const View = wide ? ResultsTable : ResultsCards;
  return (
    <Stack gap={3}>
      <Text role="status" fontWeight="medium" data-testid="scan-count">
        {count === 0
          ? 'No stock matches'
          : count === 1
            ? '1 stock matches'
            : `${count} stocks match`}{' '}
        <Text as="span" fontWeight="normal" color="fg.muted">
          of {result.scanned} in the {result.universe} on {formatIsoDate(result.date)}
        </Text>
      </Text>
      {count === 0 ? (
        <Text color="fg.muted">
          Loosen a condition (a higher P/E, a lower ROE) and run it again, or try a ready-made scan.
        </Text>
      ) : (
        <>
          <ResultsActions
            result={result}
            symbols={rows.map((row) => row.symbol)}
            sort={sort}
            basket={basket}
            watchlists={watchlists}
          />
          <View
            rows={rows.slice(0, shown)}
            columns={result.columns}
            sort={sort}
            onSort={(column) => setSort(nextSort(sort, column))}
            newSymbols={fresh}
          />
          {count > shown ? (
            <Button variant="outline" alignSelf="center" onClick={() => setShown(shown + PAGE)}>
              Show {Math.min(PAGE, count - shown)} more ({count - shown} left)
            </Button>
          ) : null}
        </>
      )}
    </Stack>
  );
}
