import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import type { CacheStatus } from '@/cache/protocol';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useInvestorOverview } from '../../api/get-investor-overview';
import { TRACK_TEXT } from '../../model';
import type { InvestorOverview } from '../../model/details-contract';
import { ActivitySection } from './activity-section';
import { HoldingsSection } from './holdings-section';
import { KycSection, RiskSection } from './kyc-risk-sections';
import { NotesSection } from './notes-section';
import { BasketsModelsSection, GoalsSection } from './plans-sections';
import { SuggestionsSection } from './suggestions-section';
import { When } from './when';

/**
 * One client on one screen (issue 15, Deliver 3): two columns on a tablet, one on a phone. Every
 * part is a GET the service worker keeps, so the screen opens from the cache in a meeting room
 * without signal, saying how old it is.
 */
export function InvestorDetails({ investorId }: { investorId: string }) {
  const query = useInvestorOverview(investorId);
  if (query.isPending) return <DetailsSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotAClient />;
    return (
      <DataError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { data, cache, cachedAt } = query.data;
  return <Details investorId={investorId} overview={data} cache={cache} cachedAt={cachedAt} />;
}

function DetailsSkeleton() {
  return (
    <Stack gap={4} aria-busy="true" aria-label="Loading the client’s details">
      <Skeleton h="28" borderRadius="l3" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <Skeleton h="64" borderRadius="l3" />
        <Skeleton h="64" borderRadius="l3" />
      </SimpleGrid>
    </Stack>
  );
}

function NotAClient() {
  return (
    <ScreenEmptyState
      title="Not among your clients"
      description="This investor is not one of your clients, or the link is wrong. Choose a client from your list."
    >
      <Button asChild colorPalette="purple" size="sm">
        <Link to="/advisor/investordetails" search={{}}>
          Your clients
        </Link>
      </Button>
    </ScreenEmptyState>
  );
}

function Details({
  investorId,
  overview,
  cache,
  cachedAt,
}: {
  investorId: string;
  overview: InvestorOverview;
  cache: CacheStatus | null;
  cachedAt: Date | null;
}) {
  const { investor, kyc, risk } = overview;
  const name = investor.name ?? investor.email ?? 'This client';
  return (
    <Stack gap={4} data-testid="investor-details">
      <Card.Root variant="outline">
        <Card.Body gap={2}>
          <AsOf cache={cache} cachedAt={cachedAt} />
          <Heading as="h2" size="xl">
            {name}
          </Heading>
          <Text color="fg.muted">
            {[investor.email, investor.phone].filter(Boolean).join(' · ')}
          </Text>
          <HStack gap={2} wrap="wrap">
            <Badge colorPalette={investor.track === 'UPFACTIVE' ? 'green' : 'orange'}>
              {TRACK_TEXT[investor.track] ?? investor.track}
            </Badge>
            {risk.category ? (
              <Badge colorPalette="purple">{RISK_CATEGORIES[risk.category].label}</Badge>
            ) : null}
            {overview.family ? (
              <Badge colorPalette="blue">
                {overview.family.name} ({overview.family.role})
              </Badge>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Client since <When at={investor.since} />
            {overview.family && overview.family.members.length > 1
              ? ` · family: ${overview.family.members
                  .filter((member) => member.investorId !== investor.id)
                  .map((member) => `${member.name ?? 'a client'} (${member.role})`)
                  .join(', ')}`
              : ''}
          </Text>
        </Card.Body>
      </Card.Root>
      {/* Holdings across the whole width: its table needs it on a tablet in portrait. */}
      <HoldingsSection portfolio={overview.portfolio} missing={overview.portfolioMissing} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} alignItems="start">
        <Stack gap={4}>
          <KycSection kyc={kyc} />
          <RiskSection risk={risk} />
        </Stack>
        <Stack gap={4}>
          <GoalsSection goals={overview.goals} />
          <BasketsModelsSection baskets={overview.baskets} models={overview.models} />
          <SuggestionsSection suggestions={overview.suggestions} />
          <NotesSection investorId={investorId} name={name} />
          <ActivitySection investorId={investorId} name={name} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
