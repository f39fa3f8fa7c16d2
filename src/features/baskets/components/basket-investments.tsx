import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import type { Investment } from '../model/contract';
import { legText } from './basket-invest-text';
import { canRetry, INVESTMENT_KIND_TEXT, INVESTMENT_STATUS_TEXT } from './basket-summary-text';

// The basket's recent groups of orders (one-time, top-up, SIP instalment, rebalance): when, how
// much, and whether every order went through; the ones that did not say why and can be retried.

const SHOWN = 10;

const STATUS_PALETTE: Record<Investment['status'], string> = {
  complete: 'green',
  partial: 'orange',
  failed: 'red',
};

interface InvestmentsProps {
  investments: readonly Investment[];
  offline: boolean;
  retrying: boolean;
  onRetry: (investmentId: string) => void;
}

export function BasketInvestments({ investments, offline, retrying, onRetry }: InvestmentsProps) {
  const recent = [...investments]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, SHOWN);
  return (
    <Stack as="section" aria-labelledby="basket-investments-title" gap={3}>
      <Text as="h2" id="basket-investments-title" fontSize="lg" fontWeight="semibold">
        Recent investments
      </Text>
      {recent.length === 0 ? (
        <Text color="fg.muted">
          Nothing invested yet: your investments, SIP instalments and rebalances will show here.
        </Text>
      ) : (
        <Stack as="ul" gap={0} listStyleType="none" borderWidth="1px" borderRadius="l3">
          {recent.map((investment) => {
            const failed = investment.orders.filter((leg) => leg.status !== 'COMPLETE');
            return (
              <Box
                as="li"
                key={investment.investmentId}
                px={4}
                py={3}
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
                data-testid="basket-investment"
              >
                <HStack justify="space-between" align="flex-start" gap={3} flexWrap="wrap">
                  <Box>
                    <Text fontWeight="medium">{INVESTMENT_KIND_TEXT[investment.kind]}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      <time dateTime={investment.marketDate}>
                        {formatIsoDate(investment.marketDate)}
                      </time>
                      {investment.kind === 'rebalance'
                        ? ` · ${investment.orders.length} orders`
                        : ` · ${formatRupees(investment.amount)} asked, ${formatRupees(investment.spent)} went in`}
                    </Text>
                  </Box>
                  <Badge colorPalette={STATUS_PALETTE[investment.status]}>
                    {INVESTMENT_STATUS_TEXT[investment.status]}
                  </Badge>
                </HStack>
                {failed.length > 0 ? (
                  <Stack gap={1} mt={2} fontSize="sm">
                    {failed.map((leg) => (
                      <Text key={`${leg.side}:${leg.symbol}`} color="fg.muted">
                        {legText(leg)}
                      </Text>
                    ))}
                    {canRetry(investment) ? (
                      <Button
                        size="xs"
                        variant="outline"
                        alignSelf="flex-start"
                        disabled={offline || retrying}
                        aria-label={`Retry the failed orders of the ${INVESTMENT_KIND_TEXT[investment.kind].toLowerCase()} of ${formatIsoDate(investment.marketDate)}`}
                        onClick={() => onRetry(investment.investmentId)}
                      >
                        Retry the ones that failed
                      </Button>
                    ) : null}
                  </Stack>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
