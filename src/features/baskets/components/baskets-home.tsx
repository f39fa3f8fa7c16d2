import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { formatIsoDate } from '@/ui/format-money';
import { PageFrame } from '@/ui/page-frame';
import { useThemes } from '../api/themes-get';
import { useBasketsView } from '../hooks/use-baskets-view';
import { ThemeList } from './theme-list';
import { YourBaskets } from './your-baskets';

// /basketshomepage and /investor/baskets (issue 13, Deliver 4): the investor's baskets, the
// ready-made ones with their rule, returns, minimum and fit, and a place for the adviser's model
// portfolios. Each part loads, fails and retries on its own, so one slow answer hides nothing else.

export type SelectionPath = '/eqportfoliofiltter' | '/investor/eqportfoliofiltter';

interface BasketsHomeProps {
  title: string;
  /** The stock selection of this area (onboarding or the investor's). */
  selectionPath: SelectionPath;
  /** The goal being planned, carried to the basket built from here. */
  goalId?: string | undefined;
}

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

export function BasketsHome({ title, selectionPath, goalId }: BasketsHomeProps) {
  const { query, baskets, waiting } = useBasketsView();
  const themes = useThemes();
  const risk = query.data?.data.riskCategory ?? null;
  const goalSearch = goalId ? { goalId } : {};

  const yours = () => {
    if (query.isPending) return <Skeleton h="40" borderRadius="l3" />;
    if (query.isError) {
      return (
        <DataError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    return (
      <Stack gap={2}>
        <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />
        <YourBaskets baskets={baskets} waiting={waiting} risk={risk} />
      </Stack>
    );
  };

  const ready = () => {
    if (themes.isPending) return <Skeleton h="64" borderRadius="l3" />;
    if (themes.isError) {
      return (
        <DataError
          error={themes.error}
          onRetry={() => void themes.refetch()}
          retrying={themes.isFetching}
        />
      );
    }
    return (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted">
          Built by a stated rule from the market’s data of {formatIsoDate(themes.data.data.date)}.
          Returns over 3 and 5 years are yearly averages. Past returns do not promise future ones.
        </Text>
        <AsOf cache={themes.data.cache} cachedAt={themes.data.cachedAt} />
        <ThemeList themes={themes.data.data.themes} risk={risk} goalId={goalId} />
      </Stack>
    );
  };

  return (
    <PageFrame
      title={title}
      description="Invest in a set of stocks in chosen weights, in one go or by a monthly SIP."
      actions={
        <HStack gap={2} flexWrap="wrap">
          <Button asChild colorPalette="purple">
            <Link to={selectionPath} search={goalSearch}>
              Pick stocks with filters
            </Link>
          </Button>
          <Button asChild variant="outline" colorPalette="purple">
            <Link to="/investor/baskets/basketscreate" search={goalSearch}>
              Build a basket by name
            </Link>
          </Button>
        </HStack>
      }
    >
      <Stack gap={{ base: 8, md: 10 }}>
        <Section id="your-baskets-heading" title="Your baskets">
          {yours()}
        </Section>
        <Section id="ready-baskets-heading" title="Ready-made baskets">
          {ready()}
        </Section>
        <Section id="adviser-baskets-heading" title="From your adviser">
          <Text color="fg.muted">
            When your adviser publishes a model portfolio, it appears here for you to follow.
          </Text>
        </Section>
      </Stack>
    </PageFrame>
  );
}
