import { queryOptions, useQuery } from '@tanstack/react-query';
import { archiveApi } from '@/api/clients';
import { themeHistorySchema } from '../model/archive-shapes';

// GET /archive/themes/{id}/history: a theme's weekly value over five years (base 100) beside
// NIFTY 50 on the same base. Today's members carried back, so it flatters the theme
// (survivorship): the screen says so. Asked for only when a theme's detail opens.

export const themeHistoryQueryOptions = (themeId: string) =>
  queryOptions({
    queryKey: ['archive', 'themes', themeId, 'history'],
    queryFn: async ({ signal }) => {
      const answer = await archiveApi.get(`/themes/${encodeURIComponent(themeId)}/history`, {
        cacheable: true,
        schema: themeHistorySchema,
        signal,
      });
      return answer.data;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useThemeHistory = (themeId: string) => useQuery(themeHistoryQueryOptions(themeId));
