import {
  Badge,
  Box,
  Card,
  chakra,
  HStack,
  Stack,
  Text,
  useRecipe,
  useSlotRecipe,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import { RISK_CATEGORIES, type RiskCategoryId } from '@/domain/risk-categories';
import { AsOf } from '@/ui/as-of';
import type { CacheStatus } from '@/cache/protocol';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useOwnInvestors } from '../api/get-own-investors';
import { TRACK_TEXT, type InvestorSummary } from '../model';

/** The adviser's clients, each opening its details: found by name, with status and risk. */
export function ClientList() {
  return (
    <QueryState query={useOwnInvestors()} loadingHeight="32">
      {({ data, cache, cachedAt }) => <Clients body={data} cache={cache} cachedAt={cachedAt} />}
    </QueryState>
  );
}

/** Whether a client matches what was typed: any word of it in their name, e-mail or phone. */
export function matchesClient(investor: InvestorSummary, typed: string): boolean {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [investor.name, investor.email, investor.phone]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

const riskLabel = (id: string | null | undefined) =>
  id && id in RISK_CATEGORIES ? RISK_CATEGORIES[id as RiskCategoryId].label : null;

function Clients({
  body,
  cache,
  cachedAt,
}: {
  body: { investors: InvestorSummary[] };
  cache: CacheStatus | null;
  cachedAt: Date | null;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed);
  const field = useSlotRecipe({ key: 'field' })({});
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  if (body.investors.length === 0) {
    return (
      <ScreenEmptyState
        title="No clients yet"
        description="Investors who choose you as their adviser appear here."
      />
    );
  }
  const shown = body.investors.filter((investor) => matchesClient(investor, search));
  return (
    <Stack gap={3}>
      <AsOf cache={cache} cachedAt={cachedAt} />
      <Box css={field.root} maxW="md">
        <chakra.label htmlFor={id} css={field.label}>
          Find a client
        </chakra.label>
        <chakra.input
          id={id}
          type="search"
          css={input}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Name, e-mail or phone"
          autoComplete="off"
        />
      </Box>
      <Text fontSize="sm" color="fg.muted" role="status" aria-live="polite">
        {shown.length === body.investors.length
          ? `${body.investors.length} clients`
          : `${shown.length} of ${body.investors.length} clients`}
      </Text>
      <Box
        as="ul"
        listStyleType="none"
        display="grid"
        gap={3}
        gridTemplateColumns={{ md: '1fr 1fr' }}
      >
        {shown.map((investor) => {
          const risk = riskLabel(investor.riskCategory);
          return (
            <li key={investor.id}>
              <Card.Root asChild size="sm" variant="outline" _hover={{ bg: 'bg.muted' }}>
                <Link to="/advisor/investordetails" search={{ investor: investor.id }}>
                  <Card.Body>
                    <Text fontWeight="semibold">
                      {investor.name ?? investor.email ?? 'Unnamed'}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {investor.email ?? investor.phone ?? ''}
                    </Text>
                    <HStack mt={2} gap={2} wrap="wrap">
                      <Badge colorPalette={investor.track === 'UPFACTIVE' ? 'green' : 'orange'}>
                        {TRACK_TEXT[investor.track] ?? investor.track}
                      </Badge>
                      <Badge colorPalette={risk ? 'purple' : 'gray'}>
                        {risk ?? 'No risk profile'}
                      </Badge>
                    </HStack>
                  </Card.Body>
                </Link>
              </Card.Root>
            </li>
          );
        })}
      </Box>
    </Stack>
  );
}
