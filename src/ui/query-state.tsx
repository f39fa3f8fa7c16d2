import { Skeleton } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataError } from './data-error';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Height of the loading placeholder, about that of the content. */
  loadingHeight: string;
  children: (data: T) => ReactNode;
}

/** A query's three states the same way everywhere: a placeholder, a retryable error, the data. */
export function QueryState<T>({ query, loadingHeight, children }: QueryStateProps<T>) {
  if (query.isPending) return <Skeleton h={loadingHeight} borderRadius="l3" />;
  if (query.isError) {
    return (
      <DataError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}
