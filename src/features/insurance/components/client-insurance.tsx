import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { hasStatus } from '@/api/errors';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { useClientInsurance } from '../api/client-insurance-get';
import type { Insurance } from '../model/contract';
import { indiaToday } from '../model/form-text';
import { insuranceNeeds } from '../model/needs';
import { policyRows } from '../model/policy-list';
import { NeedsResult } from './needs-result';
import { PolicyList } from './policy-list';

// Under a client's details (issue 18, Deliver 3: "the adviser sees their clients'"): their
// policies and, when they have used the calculator, the gap worked out from their saved figures.
// Read only; a GET the service worker keeps, so it opens offline with "as of".

const NO_PENDING = { created: [], updated: new Map(), deleted: new Set<string>() };

export function ClientInsurance({ investorId }: { investorId: string }) {
  const query = useClientInsurance(investorId);
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="client-insurance">
      <Card.Header>
        <Heading as="h2" size="md" id="client-insurance">
          Insurance
        </Heading>
      </Card.Header>
      <Card.Body>
        {query.isError && hasStatus(query.error, 404) ? (
          <Text color="fg.muted">Not available: this investor is not one of your clients.</Text>
        ) : (
          <QueryState query={query} loadingHeight="40">
            {({ data, cache, cachedAt }) => (
              <Stack gap={4}>
                <AsOf cache={cache} cachedAt={cachedAt} />
                <ClientInsuranceBody insurance={data} />
              </Stack>
            )}
          </QueryState>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ClientInsuranceBody({ insurance }: { insurance: Insurance }) {
  const [today] = useState(() => indiaToday());
  const rows = policyRows(insurance.policies, NO_PENDING);
  return (
    <Stack gap={6} data-testid="client-insurance">
      {rows.length === 0 ? (
        <Text color="fg.muted">No policies recorded.</Text>
      ) : (
        <PolicyList rows={rows} today={today} headingLevel="h3" />
      )}
      <Stack gap={3}>
        <Heading as="h3" size="sm">
          Cover against needs
        </Heading>
        {insurance.needsInputs ? (
          <>
            <Text textStyle="sm" color="fg.muted">
              From the figures your client saved in their needs calculator.
            </Text>
            <NeedsResult answer={insuranceNeeds(insurance.needsInputs)} headingLevel="h4" />
          </>
        ) : (
          <Text color="fg.muted">Your client has not used the needs calculator yet.</Text>
        )}
      </Stack>
    </Stack>
  );
}
