import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useRiskProfile } from '../api/risk-profile-query';
import type { RiskProfileView } from '../api/risk-profile-schema';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import { RiskMixBar } from './risk-mix-bar';

/** /congratulation, after the risk profile: the category, its indicative mix, the next step. */
export function CongratulationScreen() {
  return (
    <QueryState query={useRiskProfile()} loadingHeight="64">
      {({ data, cache, cachedAt }) =>
        data.profile ? (
          <Stack gap={2}>
            <AsOf cache={cache} cachedAt={cachedAt} />
            <Congratulation profile={data.profile} />
          </Stack>
        ) : (
          <ScreenEmptyState
            title="No risk profile yet"
            description="Answer a few questions about your finances and your comfort with ups and downs; we will then show what suits you."
          >
            <Button asChild colorPalette="purple">
              <Link to="/riskprofile">Take the risk profile</Link>
            </Button>
          </ScreenEmptyState>
        )
      }
    </QueryState>
  );
}

function Congratulation({ profile }: { profile: RiskProfileView }) {
  const category = RISK_CATEGORIES[profile.effectiveCategory];
  return (
    <Stack gap={5}>
      <Card.Root variant="outline">
        <Card.Body gap={4}>
          <Box>
            <Text color="fg.muted">Your risk profile is</Text>
            <Heading as="h2" size="2xl" data-testid="congratulation-category">
              {category.label}
            </Heading>
            {profile.override ? (
              <Text textStyle="sm" color="fg.muted">
                {`Set by your adviser${profile.override.by.name ? `, ${profile.override.by.name}` : ''}; your answers gave ${RISK_CATEGORIES[profile.category].label}.`}
              </Text>
            ) : null}
          </Box>
          <Text>{category.meaning}</Text>
          <Box>
            <Heading as="h3" size="sm" mb={2}>
              What it means for your portfolio
            </Heading>
            <RiskMixBar mix={category.mix} />
            <Text textStyle="sm" color="fg.muted" mt={2}>
              An indicative mix for this category, not advice: your adviser shapes the actual
              portfolio around your goals.
            </Text>
          </Box>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="subtle">
        <Card.Body gap={3}>
          <Heading as="h2" size="md">
            Next: link your broker
          </Heading>
          <Text>
            Connect your SEBI-registered stock broker so your holdings and orders stay in sync.
            Nivesh never holds your money or securities.
          </Text>
          <HStack gap={3} flexWrap="wrap">
            <Button asChild colorPalette="purple">
              <Link to="/linkbroker" search={{ newuser: true }}>
                Link a broker
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/riskprofile">Review my answers</Link>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
