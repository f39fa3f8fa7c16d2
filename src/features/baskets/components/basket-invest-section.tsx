import { Box, Button, chakra, HStack, Skeleton, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useId } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import { formatRupees } from '@/ui/format-money';
import { describedBy, PlainField } from '@/ui/plain-field';
import type { BasketInvest } from '../hooks/use-basket-invest';
import type { Basket } from '../model/contract';
import { BasketGroupResult } from './basket-group-result';
import { previewTotals } from './basket-invest-text';
import { BasketInvestPreview } from './basket-invest-preview';
import { BasketNoAccount } from './basket-no-account';
import { bpText } from './basket-summary-text';

// Invest: an amount (at least the minimum investment, prefilled with it), the orders it would
// place with their charges, then "Confirm and invest", online only. The outcome is announced
// (aria-live) with each stock's result and the retry of the ones that failed.

export const INVEST_RESULT_ID = 'basket-invest-result';

interface InvestSectionProps {
  basket: Basket;
  invest: BasketInvest;
}

export function BasketInvestSection({ basket, invest }: InvestSectionProps) {
  const amountId = useId();
  const inputStyles = useRecipe({ key: 'input' })({ size: 'lg' });
  const hint = `The minimum is ${formatRupees(basket.minimumInvestment)}: the least that buys whole shares of every stock within ${bpText(basket.toleranceBp)} of its weight.`;
  const data = invest.previewData;
  const short = data ? previewTotals(data).shortBy > 0 : false;
  const showingResult = invest.outcome !== null;

  return (
    <Stack as="section" aria-labelledby="basket-invest-title" gap={4} data-testid="basket-invest">
      <Text as="h2" id="basket-invest-title" fontSize="lg" fontWeight="semibold">
        Invest
      </Text>
      {showingResult ? null : (
        <chakra.form
          noValidate
          display="flex"
          flexDirection={{ base: 'column', md: 'row' }}
          alignItems={{ base: 'stretch', md: 'flex-end' }}
          gap={3}
          onSubmit={(event) => {
            event.preventDefault();
            if (!invest.review()) document.getElementById(amountId)?.focus();
          }}
        >
          <Box flex="1" maxW={{ md: 'sm' }}>
            <PlainField id={amountId} label="Amount (₹)" error={invest.amountError} hint={hint}>
              <chakra.input
                id={amountId}
                inputMode="decimal"
                autoComplete="off"
                css={inputStyles}
                value={invest.text}
                aria-invalid={invest.amountError ? true : undefined}
                aria-describedby={describedBy({ id: amountId, error: invest.amountError, hint })}
                onChange={(event) => invest.change(event.target.value)}
                onBlur={invest.blur}
              />
            </PlainField>
          </Box>
          <Button type="submit" variant="outline" colorPalette="purple" mb={{ md: 7 }}>
            See the orders
          </Button>
        </chakra.form>
      )}
      {invest.noAccount ? <BasketNoAccount /> : null}
      {invest.error?.kind === 'prices-moved' ? (
        <FormAlert status="info" title="Prices have moved">
          {invest.error.message}
        </FormAlert>
      ) : null}
      {invest.error?.kind === 'other' ? (
        <FormAlert status="error" title="Not invested">
          {invest.error.message}
        </FormAlert>
      ) : null}
      {!showingResult && invest.offline ? (
        <FormAlert status="info" title="Waiting for the network">
          Investing needs your confirmation online, at the latest prices. Your amount is kept here:
          see the orders and confirm when you are back online.
        </FormAlert>
      ) : null}
      {!showingResult && invest.preview.fetchStatus === 'fetching' && !data ? (
        <Skeleton h="48" borderRadius="l3" />
      ) : null}
      {!showingResult && invest.preview.isError && !data && !invest.noAccount && !invest.offline ? (
        <DataError
          error={invest.preview.error}
          onRetry={() => void invest.preview.refetch()}
          retrying={invest.preview.isFetching}
        />
      ) : null}
      {!showingResult && data ? (
        <Stack gap={4}>
          {invest.preview.data ? (
            <AsOf cache={invest.preview.data.cache} cachedAt={invest.preview.data.cachedAt} />
          ) : null}
          <BasketInvestPreview preview={data} />
          <HStack gap={3} flexWrap="wrap">
            <Button
              colorPalette="green"
              onClick={invest.confirm}
              loading={invest.pending}
              loadingText="Investing"
              disabled={invest.offline || short || data.orders.length === 0}
            >
              Confirm and invest {formatRupees(previewTotals(data).total)}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      <Box id={INVEST_RESULT_ID} aria-live="polite" tabIndex={-1}>
        {invest.outcome ? (
          <Stack gap={3}>
            <BasketGroupResult
              outcome={invest.outcome}
              onRetry={invest.retry}
              retrying={invest.pending}
              offline={invest.offline}
            />
            <Button variant="ghost" alignSelf="flex-start" onClick={invest.again}>
              Invest more
            </Button>
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}
