import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { bookSchema } from '../model/book-contract';

// GET /api/advisor/book: the adviser's client book (assets under advice, clients by status and
// risk category, the action list). Network first, the saved answer offline (shown with "as of").

export const BOOK_PATH = '/advisor/book';

export const bookQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'book'],
    queryFn: ({ signal }) => gatewayApi.read(BOOK_PATH, { schema: bookSchema, signal }),
  });

export const useBook = () => useQuery(bookQueryOptions());
