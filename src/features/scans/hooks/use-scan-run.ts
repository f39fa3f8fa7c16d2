import { useEffect, useState } from 'react';
import { isNetworkError } from '@/api/errors';
import { useOffline } from '@/ui/use-offline';
import { useScan } from '../api/scan-get';

/**
 * The scan last asked to run (canonical text) and its answer. Offline, a scan run before on this
 * device answers from the cache with its "as of"; one that never was waits, and runs by itself
 * when the connection returns.
 */
export function useScanRun() {
  const [expression, setExpression] = useState('');
  const query = useScan(expression);
  const offline = useOffline();
  const waiting = isNetworkError(query.error);
  const { refetch } = query;
  useEffect(() => {
    if (!offline && waiting) void refetch();
  }, [offline, waiting, refetch]);
  return { expression, run: setExpression, query, waiting };
}

export type ScanRun = ReturnType<typeof useScanRun>;
