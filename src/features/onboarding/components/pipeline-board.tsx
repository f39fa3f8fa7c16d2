import { Badge, Box, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { usePipeline } from '../api/pipeline-get';
import { matchesSearch, type Pipeline } from '../model/journey';
import { waitingFor } from '../model/kyc-dates';

const WAITING_ON: Record<Pipeline['stages'][number]['waitingOn'], string | null> = {
  investor: 'Waiting on the investor',
  adviser: 'Waiting on you',
  nobody: null,
};

/** /advisor/advisoruserstatus: the adviser's investors by onboarding status, as a pipeline. */
export function PipelineBoard() {
  return (
    <QueryState query={usePipeline()} loadingHeight="80">
      {({ data, cache, cachedAt }) => (
        <Stack gap={4}>
          <AsOf cache={cache} cachedAt={cachedAt} />
          <Board pipeline={data} />
        </Stack>
      )}
    </QueryState>
  );
}

function Board({ pipeline }: { pipeline: Pipeline }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  if (pipeline.total === 0) {
    return (
      <ScreenEmptyState
        title="No investors yet"
        description="Investors who choose you as their adviser appear here as they onboard."
      />
    );
  }
  const stages = pipeline.stages.map((stage) => ({
    ...stage,
    shown: stage.investors.filter((investor) => matchesSearch(investor, query)),
  }));
  const found = stages.reduce((sum, stage) => sum + stage.shown.length, 0);
  return (
    <Stack gap={4}>
      <Box maxW={{ md: 'sm' }}>
        <label htmlFor={searchId}>
          <Text as="span" fontSize="sm" fontWeight="medium">
            Search by name or e-mail
          </Text>
        </label>
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          mt={1}
        />
      </Box>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {query ? `${found} of ${pipeline.total} investors` : `${pipeline.total} investors`}
      </Text>
      <Box
        display="grid"
        gap={4}
        gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}
      >
        {stages.map((stage) => (
          <Card.Root key={stage.track} variant="outline" size="sm" as="section">
            <Card.Header>
              <HStack justify="space-between">
                <Text as="h2" fontWeight="semibold">
                  {stage.title}
                </Text>
                <Badge colorPalette={stage.waitingOn === 'adviser' ? 'orange' : 'gray'}>
                  {stage.count}
                </Badge>
              </HStack>
              {WAITING_ON[stage.waitingOn] ? (
                <Text fontSize="xs" color="fg.muted">
                  {WAITING_ON[stage.waitingOn]}
                </Text>
              ) : null}
            </Card.Header>
            <Card.Body pt={2}>
              {stage.shown.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {stage.count === 0 ? 'Nobody here.' : 'No match.'}
                </Text>
              ) : (
                <Box as="ul" listStyleType="none" display="grid" gap={2}>
                  {stage.shown.map((investor) => (
                    <li key={investor.id}>
                      <Link to="/advisor/investordetails" search={{ investor: investor.id }}>
                        <Text fontWeight="medium" textDecoration="underline">
                          {investor.name ?? investor.email ?? 'Unnamed'}
                        </Text>
                      </Link>
                      <Text fontSize="xs" color="fg.muted">
                        {stage.waitingOn === 'nobody'
                          ? `Since ${waitingFor(investor.since)} ago`
                          : `Waiting ${waitingFor(investor.since)}`}
                      </Text>
                    </li>
                  ))}
                </Box>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Box>
    </Stack>
  );
}
