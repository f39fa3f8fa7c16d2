import { Box, Button, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { RiskCategoryId } from '@/domain/risk-categories';
import { formatCompactRupees } from '@/ui/format-money';
import type { Theme } from '../model/archive-shapes';
import { themeFit } from '../model/fit';
import { formatReturn, formatVolatility } from '../model/format';
import { FitBadge } from './fit-badge';
import { preloadThemeDetail, ThemeDetailDialog } from './theme-detail-dialog-lazy';

// The ready-made baskets (themes built by a stated rule from the archive): the figures to
// compare them by at a glance, each opening its detail with the back history.

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {value}
      </Text>
    </Box>
  );
}

function ThemeCard({
  theme,
  risk,
  goalId,
  onOpen,
}: {
  theme: Theme;
  risk: RiskCategoryId | null;
  goalId?: string | undefined;
  onOpen: () => void;
}) {
  const headingId = `theme-${theme.id}`;
  return (
    <Card.Root as="li" variant="outline" borderRadius="l3" aria-labelledby={headingId}>
      <Card.Body gap={3}>
        <Box>
          <Card.Title as="h3" id={headingId} textStyle="md">
            {theme.name}
          </Card.Title>
          <Text textStyle="sm" color="fg.muted">
            {theme.rule || theme.description}
          </Text>
        </Box>
        <SimpleGrid as="dl" columns={3} gap={2}>
          <Stat label="Stocks" value={String(theme.stocks.length)} />
          <Stat label="1 year" value={formatReturn(theme.returns.oneYear)} />
          <Stat label="3 years, a year" value={formatReturn(theme.returns.threeYearCagr)} />
          <Stat label="5 years, a year" value={formatReturn(theme.returns.fiveYearCagr)} />
          <Stat label="Volatility" value={formatVolatility(theme.volatility)} />
          <Stat
            label="Minimum"
            value={
              theme.minimumInvestment === null ? '–' : formatCompactRupees(theme.minimumInvestment)
            }
          />
        </SimpleGrid>
        <Box>
          <FitBadge fit={themeFit(theme)} investor={risk} />
        </Box>
      </Card.Body>
      <Card.Footer>
        <HStack gap={2} flexWrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={onOpen}
            onPointerEnter={preloadThemeDetail}
            onFocus={preloadThemeDetail}
            aria-haspopup="dialog"
          >
            Details and history
            <Text as="span" srOnly>
              {` of ${theme.name}`}
            </Text>
          </Button>
          <Button asChild size="sm" colorPalette="purple">
            <Link
              to="/investor/baskets/basketscreate"
              search={{ themeId: theme.id, ...(goalId && { goalId }) }}
            >
              Use this basket
              <Text as="span" srOnly>
                , {theme.name}
              </Text>
            </Link>
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

interface ThemeListProps {
  themes: readonly Theme[];
  risk: RiskCategoryId | null;
  goalId?: string | undefined;
}

export function ThemeList({ themes, risk, goalId }: ThemeListProps) {
  const [open, setOpen] = useState<string | null>(null);
  if (themes.length === 0) {
    return <Text color="fg.muted">No ready-made baskets today. Pick your own stocks instead.</Text>;
  }
  return (
    <>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2 }}
        gap={{ base: 3, md: 4 }}
        aria-label="Ready-made baskets"
      >
        {themes.map((theme) => (
          <ThemeCard
            key={theme.id}
            theme={theme}
            risk={risk}
            goalId={goalId}
            onOpen={() => setOpen(theme.id)}
          />
        ))}
      </SimpleGrid>
      <ThemeDetailDialog
        theme={themes.find((theme) => theme.id === open) ?? null}
        risk={risk}
        goalId={goalId}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
