import { Box, Text } from '@chakra-ui/react';
import { BACKTEST_CAVEATS } from '../model/metric-definitions';

// The caveat every past-performance figure comes with (issue 14, Deliver 5): survivorship (the
// universe is today's NIFTY 500), and that past returns do not promise future ones (SEBI's
// advertisement code), in plain words.

export function PastPerformanceCaveat() {
  return (
    <Box
      as="aside"
      aria-labelledby="caveat-heading"
      borderStartWidth="3px"
      borderColor="orange.solid"
      ps={3}
      data-testid="strategy-caveat"
    >
      <Text as="h2" id="caveat-heading" fontWeight="semibold" mb={1}>
        Before you read these numbers
      </Text>
      {BACKTEST_CAVEATS.map((line) => (
        <Text key={line} textStyle="sm" color="fg.muted" mt={1}>
          {line}
        </Text>
      ))}
      <Text textStyle="sm" color="fg.muted" mt={1}>
        Investments in the securities market are subject to market risks. Read all related documents
        carefully before investing.
      </Text>
    </Box>
  );
}
