import { useState } from 'react';
import { useOffline } from '@/ui/use-offline';
import { useInvestInBasket, type MoneyOutcome } from '../api/basket-invest';
import { useInvestPreview } from '../api/invest-preview-get';
import { amountInputText, readInvestAmount } from '../components/basket-invest-text';
import { INVEST_MIN, type Basket } from '../model/contract';
import { isNoPaperAccount, moneyErrorOf, type MoneyError } from './money-error';

/**
 * The invest step's state: the amount typed (prefilled with the minimum investment, never lost:
 * offline it stays until the network is back), the preview asked for that amount, the
 * confirmation (online only) and the outcome, and the retry of the orders that failed.
 */
export function useBasketInvest(basket: Basket) {
  const offline = useOffline();
  const [text, setText] = useState(() =>
    amountInputText(Math.max(basket.minimumInvestment, INVEST_MIN)),
  );
  const [touched, setTouched] = useState(false);
  const [asked, setAsked] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<MoneyOutcome | null>(null);
  const [error, setError] = useState<MoneyError | null>(null);
  const invest = useInvestInBasket();

  const read = readInvestAmount(text, basket.minimumInvestment);
  // The preview shown is always the one of the amount in the box.
  const previewAmount = asked !== null && read.amount === asked ? asked : null;
  const preview = useInvestPreview(basket.basketId, previewAmount);
  const previewData = previewAmount === null ? undefined : preview.data?.data;

  const handlers = {
    onOutcome: (next: MoneyOutcome) => {
      setOutcome(next);
      setError(null);
    },
    onError: (failure: Error) => {
      const read = moneyErrorOf(failure, 'investment');
      setError(read);
      if (read.kind === 'prices-moved') void preview.refetch();
    },
  };

  return {
    text,
    amountError: touched ? read.error : undefined,
    preview,
    previewData,
    outcome,
    error,
    noAccount: error?.kind === 'no-account' || isNoPaperAccount(preview.error),
    offline,
    pending: invest.pending,
    change: (next: string) => {
      setText(next);
      setError(null);
    },
    blur: () => setTouched(true),
    /** "See the orders": false when the amount has a problem (focus goes to it). */
    review: (): boolean => {
      setTouched(true);
      setOutcome(null);
      setError(null);
      if (read.amount === undefined) return false;
      if (asked === read.amount) void preview.refetch();
      setAsked(read.amount);
      return true;
    },
    confirm: () => {
      if (!previewData || offline) return;
      invest.send({ basket, amount: previewData.amount, asOf: previewData.asOf }, handlers);
    },
    retry: (investmentId: string) => {
      if (offline) return;
      invest.send({ basket, retryOf: investmentId }, handlers);
    },
    /** A confirmation sent from the "not sent" note (outbox.confirm) has its outcome here too. */
    settle: handlers,
    again: () => {
      setOutcome(null);
      setAsked(null);
    },
  };
}

export type BasketInvest = ReturnType<typeof useBasketInvest>;
