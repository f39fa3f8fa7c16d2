import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { formatIsoDate } from '@/ui/format-money';
import { QueryState } from '@/ui/query-state';
import { useMarketSentiment, type MarketSentimentAnswer } from '../api/get-market-sentiment';
import { explainRsi } from '../model/market-sentiment';
import type { Instrument } from '../model/contract';

const READING_PALETTE = { Bullish: 'green', Neutral: 'gray', Bearish: 'red' } as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;

interface Signal {
  label: string;
  value: string;
  meaning: string;
}

function signalsOf(answer: MarketSentimentAnswer): Signal[] {
  const signals: Signal[] = [];
  if (answer.rsi !== null) {
    signals.push({
      label: 'RSI (14 days)',
      value: answer.rsi.toFixed(0),
      meaning: `${explainRsi(answer.rsi)}. Above 70 or below 30 is unusual.`,
    });
  }
  if (answer.rangePosition !== null) {
    signals.push({
      label: 'Place in its 52-week range',
      value: percent(answer.rangePosition),
      meaning: `0% is the year’s low, 100% its high.`,
    });
  }
  if (answer.upVolumeShare !== null) {
    signals.push({
      label: 'Volume on up days',
      value: percent(answer.upVolumeShare),
      meaning: `Of all shares traded in the last ${answer.volumeDays} trading days; over 50% means buyers were busier.`,
    });
  }
  if (answer.peersAboveAverage !== null) {
    signals.push({
      label: 'Peers above their average',
      value: percent(answer.peersAboveAverage),
      meaning: `Of ${answer.peersCounted} other companies in the industry, those above their ${answer.averageDays}-day average price.`,
    });
  }
  return signals;
}

/** What the market's own prices and volumes say (issue 12, Deliver 7), each signal explained. */
export function MarketSentimentCard({ instrument }: { instrument: Instrument }) {
  const sentiment = useMarketSentiment(instrument.exchange, instrument.symbol);
  return (
    <Card.Root as="section" aria-labelledby="market-sentiment" variant="outline">
      <Card.Body gap={3}>
        <Text as="h2" id="market-sentiment" fontWeight="semibold" textStyle="lg">
          What the market says
        </Text>
        <QueryState query={sentiment} loadingHeight="40">
          {(answer) => (
            <Stack gap={3} data-testid="market-sentiment">
              {answer.overall ? (
                <HStack gap={3} flexWrap="wrap">
                  <Badge
                    size="lg"
                    colorPalette={READING_PALETTE[answer.overall.reading]}
                    variant="solid"
                  >
                    {answer.overall.reading}
                  </Badge>
                  <Text textStyle="sm">
                    Score {answer.overall.score > 0 ? '+' : ''}
                    {answer.overall.score} on a scale from −100 to +100
                    {answer.asOf ? `, prices to ${formatIsoDate(answer.asOf)}` : ''}.
                  </Text>
                </HStack>
              ) : (
                <Text color="fg.muted">Not enough prices yet to read the market.</Text>
              )}
              <Box as="dl" display="grid" gap={3} gridTemplateColumns={{ md: '1fr 1fr' }}>
                {signalsOf(answer).map((signal) => (
                  <Box key={signal.label} borderWidth="1px" borderRadius="l2" p={3}>
                    <Text as="dt" textStyle="sm" color="fg.muted">
                      {signal.label}
                    </Text>
                    <Text as="dd" fontWeight="semibold" textStyle="xl">
                      {signal.value}
                    </Text>
                    <Text as="dd" textStyle="xs" color="fg.muted">
                      {signal.meaning}
                    </Text>
                  </Box>
                ))}
              </Box>
              <Text textStyle="xs" color="fg.muted">
                The score averages the four signals, each turned into −1 to +1. It describes what
                prices did, not what they will do.
              </Text>
            </Stack>
          )}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}
