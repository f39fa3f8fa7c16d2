import { queryOptions, useQuery } from '@tanstack/react-query';
import { archiveApi } from '@/api/clients';
import { themesSchema } from '../model/archive-shapes';

// GET /archive/themes: the ready-made baskets, each built by a stated rule from the archive on
// the day, with its returns, volatility and minimum investment. Cached until the data update.

export const themesQueryOptions = () =>
  queryOptions({
    queryKey: ['archive', 'themes'],
    queryFn: async ({ signal }) => {
      const answer = await archiveApi.read('/themes', {
        cacheable: true,
        schema: themesSchema,
        signal,
      });
      // The envelope's data, with where it came from (for "as of").
      return { ...answer, data: answer.data.data };
    },
    staleTime: 5 * 60_000,
  });

export const useThemes = () => useQuery(themesQueryOptions());
