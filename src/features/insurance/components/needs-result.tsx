import { Badge, Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { formatRupees } from '@/ui/format-money';
import type { NeedsAnswer } from '../model/contract';
import { PREMIUM_ESTIMATE_LABEL } from '../model/premium-estimates';

// The calculator's answer: life and health cover recommended against what is held, the gap in
// plain words, and what closing it would roughly cost, labelled as an estimate. The investor's
// screen and the adviser's view of a client show the same.

interface NeedsResultProps {
  answer: NeedsAnswer;
  /** The heading level of the two cards' titles. */
  headingLevel?: 'h3' | 'h4';
}

function Row({ label, paise, strong }: { label: string; paise: number; strong?: boolean }) {
  return (
    <HStack as="div" justify="space-between" gap={3}>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text
        as="dd"
        fontWeight={strong ? 'semibold' : 'medium'}
        fontVariantNumeric="tabular-nums"
        textAlign="end"
      >
        {formatRupees(paise)}
      </Text>
    </HStack>
  );
}

function Estimate({ premium, gap }: { premium: number | null; gap: number }) {
  if (gap <= 0) return null;
  return (
    <Box borderTopWidth="1px" pt={2}>
      <HStack justify="space-between" gap={3} align="flex-start">
        <Text color="fg.muted">
          To close the gap{' '}
          <Badge size="sm" colorPalette="gray" variant="outline">
            Estimate
          </Badge>
        </Text>
        <Text fontWeight="medium" textAlign="end" fontVariantNumeric="tabular-nums">
          {premium === null ? 'No estimate for your age' : `about ${formatRupees(premium)} a year`}
        </Text>
      </HStack>
    </Box>
  );
}

function CoverCard({
  title,
  headingLevel,
  recommended,
  existing,
  gap,
  premium,
  children,
}: {
  title: string;
  headingLevel: 'h3' | 'h4';
  recommended: number;
  existing: number;
  gap: number;
  premium: number | null;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card.Root as="section" variant="outline" size="sm" aria-labelledby={id}>
      <Card.Body gap={3}>
        <HStack justify="space-between" gap={2}>
          <Heading as={headingLevel} size="sm" id={id}>
            {title}
          </Heading>
          {gap > 0 ? (
            <Badge colorPalette="orange" variant="solid">
              Gap {formatRupees(gap)}
            </Badge>
          ) : (
            <Badge colorPalette="green" variant="solid">
              Enough
            </Badge>
          )}
        </HStack>
        <Stack as="dl" gap={1} textStyle="sm">
          <Row label="Recommended" paise={recommended} strong />
          <Row label="You have" paise={existing} />
          {children}
        </Stack>
        <Estimate premium={premium} gap={gap} />
      </Card.Body>
    </Card.Root>
  );
}

export function NeedsResult({ answer, headingLevel = 'h3' }: NeedsResultProps) {
  const { life, health } = answer;
  const estimated = life.gap > 0 || health.gap > 0;
  return (
    <Stack gap={4} data-testid="insurance-needs-result">
      <Box
        as="ul"
        borderStartWidth="4px"
        borderColor={estimated ? 'orange.solid' : 'green.solid'}
        bg="bg.subtle"
        p={4}
        borderRadius="l2"
        data-testid="insurance-gap-sentences"
      >
        {answer.sentences.map((sentence) => (
          <Text as="li" key={sentence} listStyleType="none" _notLast={{ mb: 2 }}>
            {sentence}
          </Text>
        ))}
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <CoverCard
          title="Life cover"
          headingLevel={headingLevel}
          recommended={life.recommended}
          existing={life.existing}
          gap={life.gap}
          premium={life.estimatedAnnualPremium}
        >
          <Row label="By income replacement" paise={life.incomeReplacement} />
          <Row label="By human life value" paise={life.humanLifeValue} />
        </CoverCard>
        <CoverCard
          title="Health cover"
          headingLevel={headingLevel}
          recommended={health.recommended}
          existing={health.existing}
          gap={health.gap}
          premium={health.estimatedAnnualPremium}
        />
      </SimpleGrid>
      {estimated ? (
        <Text textStyle="xs" color="fg.muted">
          Estimate: {PREMIUM_ESTIMATE_LABEL}
        </Text>
      ) : null}
    </Stack>
  );
}
