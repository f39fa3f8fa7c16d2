import { Box, Text } from '@chakra-ui/react';
import { formatRupees } from '@/ui/format-money';
import type { BasketFigures } from '../model/basket-figures';
import { DEFAULT_TOLERANCE_BP, MIN_STOCKS } from '../model/contract';
import { formatWeight } from '../model/format';

// The least amount that buys whole shares (whole lots) of every stock with each within the
// tolerance of its weight, and the sentence that says which stock sets it.

export function MinimumInvestmentNote({
  figures,
  count,
}: {
  figures: BasketFigures;
  count: number;
}) {
  const { minimum } = figures;
  const why = () => {
    if (count < MIN_STOCKS) return `Add at least ${MIN_STOCKS} stocks to see it.`;
    if (figures.weightsProblem) return 'It shows once the weights add up to 100 %.';
    if (figures.unknown.length > 0) {
      return `We have no price today for ${figures.unknown.join(', ')}: remove ${figures.unknown.length === 1 ? 'it' : 'them'} to see it.`;
    }
    return null;
  };
  return (
    <Box
      as="section"
      aria-labelledby="minimum-heading"
      borderWidth="1px"
      borderRadius="l3"
      p={4}
      bg="bg.subtle"
    >
      <Text as="h2" id="minimum-heading" textStyle="sm" color="fg.muted" fontWeight="medium">
        Minimum investment
      </Text>
      {minimum ? (
        <>
          <Text
            textStyle="2xl"
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            aria-live="polite"
          >
            {formatRupees(minimum.amount)}
          </Text>
          <Text textStyle="sm" mt={1}>
            {minimum.explanation ||
              `The least amount that buys whole shares of every stock, each within ±${formatWeight(DEFAULT_TOLERANCE_BP)} of its weight.`}
          </Text>
          {minimum.withinTolerance ? null : (
            <Text textStyle="sm" mt={1} color="fg.warning">
              No amount keeps every stock within ±{formatWeight(DEFAULT_TOLERANCE_BP)}: this one
              comes closest. A share priced high for its weight is usually why; give it more weight
              or remove it.
            </Text>
          )}
        </>
      ) : (
        <Text textStyle="sm" mt={1}>
          {why() ?? 'It could not be worked out for these stocks.'}
        </Text>
      )}
    </Box>
  );
}
