import { Button } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeAuthError } from '../error-messages';
import { FormAlert } from '@/ui/form-alert';
import { SecurityLoading } from './security-loading';

/** While the account's security settings load, or why they did not. */
export function SecurityLoadState({ query }: { query: UseQueryResult }) {
  if (query.isError) {
    return (
      <FormAlert status="error" title={describeAuthError(query.error, 'account').message}>
        <Button size="sm" variant="outline" mt={2} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </FormAlert>
    );
  }
  return <SecurityLoading />;
}
