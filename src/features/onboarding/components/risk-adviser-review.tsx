import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { useClientRiskProfile } from '../api/risk-client-profile';
import type { RiskProfileStatus, RiskProfileView } from '../api/risk-profile-schema';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import { answerLabel, questionById, RISK_QUESTIONS } from '../model/risk-questionnaire';
import { RiskDate } from './risk-date';
import { RiskOverrideForm } from './risk-override-form';

/** Under a client's details: their risk profile, answers, scores, and the adviser's override. */
export function RiskAdviserReview({ investorId }: { investorId: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Risk profile
        </Heading>
      </Card.Header>
      <Card.Body>
        <QueryState query={useClientRiskProfile(investorId)} loadingHeight="40">
          {({ data, cache, cachedAt }) => (
            <Stack gap={2}>
              <AsOf cache={cache} cachedAt={cachedAt} />
              <Review investorId={investorId} status={data} />
            </Stack>
          )}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}

function Review({ investorId, status }: { investorId: string; status: RiskProfileStatus }) {
  const { profile } = status;
  if (!profile) {
    return (
      <Text color="fg.muted">Not taken yet: the client answers it after KYC is verified.</Text>
    );
  }
  return (
    <Stack gap={5}>
      <Box>
        <HStack gap={2} flexWrap="wrap">
          <Text fontSize="xl" fontWeight="semibold" data-testid="adviser-risk-category">
            {RISK_CATEGORIES[profile.effectiveCategory].label}
          </Text>
          {status.renewalDue ? <Badge colorPalette="orange">Renewal due</Badge> : null}
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          Taken on <RiskDate iso={profile.takenAt} /> (questionnaire version {profile.version}).
          Capacity {profile.capacity.score} of 100 (
          {RISK_CATEGORIES[profile.capacity.category].label}), tolerance {profile.tolerance.score}{' '}
          of 100 ({RISK_CATEGORIES[profile.tolerance.category].label}); the lower gives{' '}
          {RISK_CATEGORIES[profile.category].label}.
        </Text>
        <OverrideLine profile={profile} />
      </Box>
      <Answers profile={profile} />
      <Box>
        <Heading as="h3" size="sm" mb={2}>
          Change the category
        </Heading>
        <RiskOverrideForm investorId={investorId} current={profile.effectiveCategory} />
      </Box>
    </Stack>
  );
}

function OverrideLine({ profile }: { profile: RiskProfileView }) {
  const { override } = profile;
  if (!override) return null;
  return (
    <Text textStyle="sm" mt={1} data-testid="risk-override-line">
      Changed from {RISK_CATEGORIES[profile.category].label} to{' '}
      {RISK_CATEGORIES[override.category].label} by {override.by.name ?? 'an adviser'} on{' '}
      <RiskDate iso={override.at} />: “{override.reason}”
    </Text>
  );
}

function Answers({ profile }: { profile: RiskProfileView }) {
  // The questions of the version answered; ids this app does not know are shown as they are.
  const ids = Object.keys(profile.answers);
  const ordered = [
    ...RISK_QUESTIONS.map((q) => q.id).filter((id) => ids.includes(id)),
    ...ids.filter((id) => !questionById(id)),
  ];
  const drivers = new Set(profile.drivers.map((driver) => driver.questionId));
  return (
    <Box>
      <Heading as="h3" size="sm" mb={1}>
        Answers
      </Heading>
      <Box as="dl">
        {ordered.map((id) => (
          <Box key={id} py={2} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
            <Text as="dt" textStyle="sm" color="fg.muted">
              {questionById(id)?.prompt ?? id}
            </Text>
            <Text as="dd" fontWeight="medium">
              {answerLabel(id, profile.answers[id] ?? '')}
              {drivers.has(id) ? (
                <Badge ml={2} size="sm" colorPalette="purple" variant="subtle">
                  Drove the result
                </Badge>
              ) : null}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
