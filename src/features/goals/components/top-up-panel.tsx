import { Alert, Box, Button, chakra, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { hasStatus, isApiError } from '@/api/errors';
import { useOutboxItems } from '@/outbox';
import { DataError, dataErrorMessage } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import { formatIsoDate, formatRupees, rupeesTextToPaise } from '@/ui/format-money';
import { useOffline } from '@/ui/use-offline';
import { TOP_UP_KIND, useInvestInBasket, type TopUpOutcome } from '../api/basket-invest';
import { useInvestPreview, type TopUpPreview } from '../api/invest-preview-get';
import type { Goal } from '../model/contract';
import { RupeesInput } from './goal-fields';
import { TopUpResult } from './top-up-result';

/** A basket investment's bounds (the baskets contract: ₹500 to ₹10 crore). */
const INVEST_MIN = 500_00;
const INVEST_MAX = 10_00_00_000_00;

interface TopUpPanelProps {
  goal: Pick<Goal, 'goalId' | 'name'> & { basketId: string; basketName: string | null };
}

/**
 * A one-time top-up that buys the goal's basket in its weights: the orders and charges first,
 * then a purchase only when the investor confirms, online (prices move, so nothing is bought
 * from a queue). Orders that did not go through can be retried without repeating the rest.
 */
export function TopUpPanel({ goal }: TopUpPanelProps) {
  const id = useId();
  const offline = useOffline();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<TopUpOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useInvestPreview(goal.basketId, asked);
  const invest = useInvestInBasket();
  const waiting = useOutboxItems().some(
    (item) =>
      item.kind === TOP_UP_KIND &&
      item.state === 'needs-confirm' &&
      item.path === `/investor/baskets/${goal.basketId}/invest`,
  );

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const amount = rupeesTextToPaise(text);
    const problem =
      amount === null
        ? 'Type how much to invest'
        : Number.isNaN(amount) || amount < INVEST_MIN
          ? 'A top-up is at least ₹500'
          : amount > INVEST_MAX
            ? 'A top-up is at most ₹10 crore'
            : undefined;
    setError(problem);
    setFailure(null);
    setOutcome(null);
    if (problem || amount === null) {
      document.getElementById(id)?.focus();
      return;
    }
    if (amount === asked) void preview.refetch();
    setAsked(amount);
  };

  const run = (request: Parameters<typeof invest.mutate>[0]) => {
    setFailure(null);
    invest.mutate(request, {
      onSuccess: setOutcome,
      onError: (problem) => {
        if (hasStatus(problem, 409) && isApiError(problem) && problem.code === 'prices_moved') {
          void preview.refetch();
        }
        setFailure(isApiError(problem) ? problem.message : dataErrorMessage(problem));
      },
    });
  };

  if (outcome?.state === 'sent') {
    return (
      <TopUpResult
        investment={outcome.investment}
        retrying={invest.isPending}
        offline={offline}
        failure={failure}
        onRetry={() => run({ basketId: goal.basketId, retryOf: outcome.investment.investmentId })}
        onAgain={() => {
          setOutcome(null);
          setAsked(null);
          setText('');
        }}
      />
    );
  }

  return (
    <Stack gap={4}>
      <chakra.form onSubmit={ask} noValidate aria-label={`Top up ${goal.name}`}>
        <Stack gap={3}>
          <RupeesInput
            id={id}
            label="How much to invest"
            value={text}
            error={error}
            hint={`Buys ${goal.basketName ?? 'the goal’s basket'} in its weights, whole shares only.`}
            onValue={(value) => {
              setText(value);
              setError(undefined);
              setAsked(null);
            }}
          />
          <HStack>
            <Button
              type="submit"
              variant="outline"
              colorPalette="purple"
              loading={preview.isFetching}
            >
              Show the orders
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      {asked === null ? null : preview.isPending ? (
        <Skeleton h="40" borderRadius="l3" />
      ) : preview.isError ? (
        <DataError
          error={preview.error}
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      ) : (
        <PreviewOrders preview={preview.data.data} />
      )}
      {preview.data && asked !== null ? (
        <Confirm
          preview={preview.data.data}
          offline={offline}
          waiting={waiting}
          busy={invest.isPending}
          onConfirm={() =>
            run({
              basketId: goal.basketId,
              amount: asked,
              goalId: goal.goalId,
              asOf: preview.data.data.asOf,
            })
          }
        />
      ) : null}
      {outcome?.state === 'needs-confirm' ? (
        <FormAlert status="info" title="Not sent">
          The connection dropped before the server answered. The top-up waits on this device under
          “Waiting to send”: check the prices, then confirm it there when you are back online.
        </FormAlert>
      ) : null}
      {failure ? (
        <FormAlert status="error" title="Nothing was bought">
          {failure}
        </FormAlert>
      ) : null}
    </Stack>
  );
}

function PreviewOrders({ preview }: { preview: TopUpPreview }) {
  if (preview.orders.length === 0) {
    return (
      <FormAlert status="info" title="Too little for whole shares">
        This amount buys no whole share of every stock. The least that does is{' '}
        {formatRupees(preview.minimumInvestment)}.
      </FormAlert>
    );
  }
  return (
    <Stack gap={2} data-testid="top-up-preview">
      <Text fontWeight="semibold">The orders, at the prices of {formatIsoDate(preview.asOf)}</Text>
      <Box as="ul" listStyleType="none" borderWidth="1px" borderRadius="l2" divideY="1px">
        {preview.orders.map((order) => (
          <HStack as="li" key={order.symbol} justify="space-between" px={3} py={2} gap={3}>
            <Box minW={0}>
              <Text fontWeight="medium">{order.symbol}</Text>
              <Text textStyle="xs" color="fg.muted" truncate>
                {order.name}
              </Text>
            </Box>
            <Box textAlign="end" flexShrink={0}>
              <Text>
                {order.quantity} × {formatRupees(order.price)}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {formatRupees(order.value)} + {formatRupees(order.charges)} charges
              </Text>
            </Box>
          </HStack>
        ))}
      </Box>
      <Stack gap={0.5} textStyle="sm">
        <Text>
          In all <strong>{formatRupees(preview.total)}</strong>, charges{' '}
          {formatRupees(preview.charges)} included.
        </Text>
        {preview.leftover > 0 ? (
          <Text color="fg.muted">
            {formatRupees(preview.leftover)} stays as cash: shares are bought whole.
          </Text>
        ) : null}
        <Text color="fg.muted">
          Free cash in your paper account: {formatRupees(preview.available)}.
        </Text>
      </Stack>
    </Stack>
  );
}

interface ConfirmProps {
  preview: TopUpPreview;
  offline: boolean;
  waiting: boolean;
  busy: boolean;
  onConfirm: () => void;
}

function Confirm({ preview, offline, waiting, busy, onConfirm }: ConfirmProps) {
  const short = preview.total > preview.available;
  const blocked = offline || waiting || short || preview.orders.length === 0;
  return (
    <Stack gap={2}>
      {offline ? (
        <Alert.Root status="warning" borderRadius="l3" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Buying waits for the network</Alert.Title>
            <Alert.Description>
              Prices move, so nothing is bought offline. Connect, then confirm.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {waiting ? (
        <Text textStyle="sm" color="fg.muted">
          An earlier top-up of this basket is waiting under “Waiting to send”: confirm or discard it
          there first, so nothing is bought twice.
        </Text>
      ) : null}
      {short ? (
        <Text textStyle="sm" color="fg.error">
          That is more than the {formatRupees(preview.available)} free in your paper account: add
          funds or invest less.
        </Text>
      ) : null}
      <HStack>
        <Button
          colorPalette="purple"
          disabled={blocked}
          loading={busy}
          loadingText="Buying"
          onClick={onConfirm}
        >
          Confirm and buy for {formatRupees(preview.total)}
        </Button>
      </HStack>
    </Stack>
  );
}
