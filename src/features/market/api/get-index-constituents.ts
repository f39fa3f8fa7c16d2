import { queryOptions, useQuery } from '@tanstack/react-query';
import { archiveApi } from '@/api/clients';
import { indexConstituentsSchema } from '../model/internals';

// GET /archive/indices/{code}/constituents (archive API): a sector's members with today's change,
// for the heatmap's drill-down. Cached until the data-update time changes.

export const indexConstituentsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['archive', 'indices', code, 'constituents'],
    queryFn: ({ signal }) =>
      archiveApi.read(`/indices/${encodeURIComponent(code)}/constituents`, {
        cacheable: true,
        schema: indexConstituentsSchema,
        signal,
      }),
  });

export const useIndexConstituents = (code: string | null) =>
  useQuery({ ...indexConstituentsQueryOptions(code ?? ''), enabled: code !== null });
