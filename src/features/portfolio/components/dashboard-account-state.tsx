import { Button } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';

/** The portfolio API's 409 until the investor links the paper broker (issue 11). */
export const isNoPaperAccount = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && error.code === 'no_paper_account';

/** Where a portfolio would be: what is missing and the one step that fills it. */
export function NoPaperAccount() {
  return (
    <ScreenEmptyState
      title="No portfolio yet"
      description="Link the paper broker to open a practice account with virtual cash. Your net worth, orders and tax report appear here once it is linked."
    >
      <Button asChild colorPalette="purple" variant="solid">
        <Link to="/linkbroker" search={{ newuser: false }}>
          Link a broker
        </Link>
      </Button>
    </ScreenEmptyState>
  );
}

interface PortfolioQueryStateProps<T> {
  query: UseQueryResult<T>;
  loadingHeight: string;
  children: (data: T) => ReactNode;
}

/** QueryState, with the friendly empty state instead of an error when there is no account. */
export function PortfolioQueryState<T>({
  query,
  loadingHeight,
  children,
}: PortfolioQueryStateProps<T>) {
  if (query.isError && isNoPaperAccount(query.error)) return <NoPaperAccount />;
  return (
    <QueryState query={query} loadingHeight={loadingHeight}>
      {children}
    </QueryState>
  );
}
