import { Box, Button, Card, chakra, HStack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { Holding } from '../model/contract';
import { formatRupees, formatShares, formatWeight } from '../model/format';
import type { Side } from '../model/order-rules';
import { ChangeValue } from '@/ui/change-value';
import { HoldingLots, lotsId } from './holding-lots';
import { HoldingTradeButtons } from './holding-trade-buttons';

// Phones: one card a holding with the same facts as the table's row, lots on demand.

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="xs" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd fontWeight="medium" fontVariantNumeric="tabular-nums">
        {children}
      </chakra.dd>
    </Box>
  );
}

interface HoldingCardProps {
  holding: Holding;
  onTrade: (holding: Holding, side: Side) => void;
}

export function HoldingCard({ holding, onTrade }: HoldingCardProps) {
  const [open, setOpen] = useState(false);
  const id = lotsId(holding.symbol, 'card');
  return (
    <Card.Root as="li" variant="outline" size="sm" data-testid={`holding-card-${holding.symbol}`}>
      <Card.Body gap={3}>
        <HStack justify="space-between" align="flex-start">
          <Box minW={0}>
            <Text as="h3" fontWeight="semibold">
              {holding.symbol}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {holding.name}
            </Text>
          </Box>
          <Box textAlign="end">
            <Text fontWeight="semibold">{formatRupees(holding.value)}</Text>
            <Text fontSize="xs" color="fg.muted">
              {formatWeight(holding.weight)} of holdings
            </Text>
          </Box>
        </HStack>
        <chakra.dl display="grid" gridTemplateColumns="1fr 1fr" gap={3}>
          <Fact label="Quantity">{formatShares(holding.quantity)}</Fact>
          <Fact label="Average cost">{formatRupees(holding.averagePrice)}</Fact>
          <Fact label="Last price">{formatRupees(holding.lastPrice)}</Fact>
          <Fact label="Day change">
            <ChangeValue paise={holding.dayChange} percent={holding.dayChangePercent} />
          </Fact>
          <Fact label="Unrealised gain">
            <ChangeValue paise={holding.unrealisedGain} percent={holding.unrealisedGainPercent} />
          </Fact>
        </chakra.dl>
        {open ? <HoldingLots holding={holding} id={id} /> : null}
        <HStack gap={2} flexWrap="wrap">
          <HoldingTradeButtons holding={holding} onTrade={onTrade} button={{ flex: '1' }} />
          <Button
            flex="1"
            variant="outline"
            aria-expanded={open}
            aria-controls={id}
            aria-label={`Lots of ${holding.symbol} (${holding.lots.length})`}
            onClick={() => setOpen(!open)}
          >
            Lots ({holding.lots.length})
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
