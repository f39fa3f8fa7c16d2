import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Role } from '@/auth/permissions';
import { PageFrame } from '@/ui/page-frame';
import { STRATEGY_LIBRARY } from '../model/library';
import { PastPerformanceCaveat } from './caveat';
import { SavedStrategiesList } from './saved-strategies-list';
import { ScanStrategiesList } from './scan-strategies-list';
import { StrategyCard } from './strategy-card';
import { scansRoute } from './strategy-link';

// /investor/strategies and /advisor/strategies (issue 14, Deliver 3): the library of
// strategies, the user's saved ones, and their saved scans usable as a strategy's entry rule.
// Each opens its past performance. Each part loads, fails and retries on its own.

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={3} aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function StrategiesScreen({ title, role }: { title: string; role: Role }) {
  return (
    <PageFrame
      title={title}
      description="Rules for picking stocks, and how each would have done over the last five years."
      actions={
        <Button asChild variant="outline" colorPalette="purple" size="sm">
          <Link to={scansRoute(role)}>Find stocks with a scan</Link>
        </Button>
      }
    >
      <Stack gap={{ base: 8, md: 10 }}>
        <Section id="strategy-library-heading" title="Strategy library">
          <Text textStyle="sm" color="fg.muted">
            Each ranks the stocks by a factor from the market’s data and rebalances on a fixed day.
            Open one to see its past performance and change its rules.
          </Text>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap={4} listStyleType="none">
            {STRATEGY_LIBRARY.map((entry) => (
              <StrategyCard
                key={entry.id}
                role={role}
                routeId={entry.id}
                name={entry.name}
                summary={entry.summary}
                lines={entry.rules}
              />
            ))}
          </SimpleGrid>
        </Section>
        <Section id="saved-strategies-heading" title="Your strategies">
          <SavedStrategiesList role={role} />
        </Section>
        <Section id="scan-strategies-heading" title="Your scans as strategies">
          <ScanStrategiesList role={role} />
        </Section>
        <PastPerformanceCaveat />
      </Stack>
    </PageFrame>
  );
}
