import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';
import { scanResultSchema } from '../model/contract';

// GET /archive/scan?q=: the stocks of the NIFTY 500 that match a scan on the latest day, with
// the values it compares. Archive data change only with the data update, so the cache serves a
// scan's answer until then, offline too (cache policy): a scan run before opens offline with its
// "as of". The key is the canonical text, so two spellings of one scan share an answer.
// A scan is never retried on its own: a wrong one stays wrong, and one that needs the network
// waits for it (hooks/use-scan-run.ts runs it again when the connection returns).

const envelopeSchema = z.object({ data: scanResultSchema });

export const SCAN_KEY = ['archive', 'scan'] as const;

export const scanQueryOptions = (expression: string) =>
  queryOptions({
    queryKey: [...SCAN_KEY, expression],
    queryFn: async ({ signal }) => {
      const answer = await archiveApi.read('/scan', {
        query: { q: expression },
        cacheable: true,
        schema: envelopeSchema,
        signal,
      });
      return { ...answer, data: answer.data.data };
    },
    enabled: expression !== '',
    retry: false,
    networkMode: 'always',
    staleTime: 5 * 60_000,
  });

export const useScan = (expression: string) => useQuery(scanQueryOptions(expression));
