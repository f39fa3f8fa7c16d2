import { useState } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { useFunds } from '../api/funds-get';
import { useHoldings } from '../api/holdings-get';
import { useModifyOrder } from '../api/order-modify';
import { usePlaceOrder, type OrderOutcome } from '../api/order-place';
import { useQuote } from '../api/quote-get';
import { isNoPaperAccount } from '../components/dashboard-account-state';
import {
  changeOf,
  draftOfOrder,
  newDraft,
  previewOf,
  readDraft,
  requestOf,
  todayInIndia,
  type FieldErrors,
  type TicketDraft,
  type TicketField,
} from '../components/order-ticket-model';
import { orderLabel } from '../components/order-ticket-text';
import type { Order } from '../model/contract';
import type { Side } from '../model/order-rules';

export interface TicketSubject {
  /** '' to let the user type one (a first order, from the empty holdings screen). */
  symbol: string;
  side?: Side | undefined;
  lastPrice?: number | undefined;
  /** Modify mode: the open order being changed. */
  order?: Order | undefined;
}

/** Whether the last price, which the checks and the estimate need, is known yet. */
export type PriceState = 'known' | 'missing' | 'loading';

const FIELDS: readonly TicketField[] = ['quantity', 'amount', 'triggerPrice', 'price'];

/** The server names `quantity`; in amount mode that is the amount's box. */
function serverFieldErrors(error: unknown, draft: TicketDraft): FieldErrors {
  const byField = fieldErrorsOf(error);
  const errors: FieldErrors = {};
  for (const field of ['quantity', 'price', 'triggerPrice'] as const) {
    const detail = byField[field];
    if (detail) errors[field === 'quantity' && draft.mode === 'amount' ? 'amount' : field] = detail;
  }
  return errors;
}

/**
 * The order ticket's state: what was typed (never lost on an error), the last price (given, the
 * holding's, or the archive's quote), live checks and preview, and the edit → confirm → result
 * steps with the place or modify write.
 */
export function useOrderTicket({ side, lastPrice, order, ...subject }: TicketSubject) {
  const [symbol, setSymbol] = useState(subject.symbol);
  const holdings = useHoldings();
  const funds = useFunds();
  const holding = holdings.data?.data.items.find((item) => item.symbol === symbol) ?? null;
  const known = lastPrice ?? holding?.lastPrice;
  const quote = useQuote(symbol, symbol !== '' && known === undefined && !holdings.isPending);
  const last = known ?? quote.data?.close;
  const priceState: PriceState =
    last !== undefined ? 'known' : quote.isError || quote.data === null ? 'missing' : 'loading';

  const [draft, setDraft] = useState<TicketDraft>(() =>
    order ? draftOfOrder(order) : newDraft(side),
  );
  const [touched, setTouched] = useState<ReadonlySet<TicketField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState<'edit' | 'confirm' | 'result'>('edit');
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const place = usePlaceOrder();
  const modify = useModifyOrder();

  const read = last === undefined ? null : readDraft(draft, last);
  const noAccount = isNoPaperAccount(funds.error);
  const available = funds.data ? funds.data.data.available + (order?.blocked ?? 0) : null;
  const ownSell = order?.side === 'SELL' ? order.quantity : 0;
  const held = holding
    ? {
        quantity: holding.quantity,
        freeQuantity: holding.freeQuantity + ownSell,
        invested: holding.invested,
      }
    : null;
  const valid = read !== null && FIELDS.every((field) => !read.errors[field]);
  const preview =
    valid && last !== undefined
      ? previewOf(read.order, {
          lastPricePaise: last,
          date: todayInIndia(new Date()),
          availablePaise: available,
          holding: held,
        })
      : null;
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const shown = attempted || touched.has(field) ? read?.errors[field] : undefined;
    const error = serverErrors[field] ?? shown;
    if (error) errors[field] = error;
  }

  const change = (next: Partial<TicketDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setServerErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(next)) delete kept[key as TicketField];
      return kept;
    });
    setFormError(null);
  };
  const blur = (field: TicketField) => setTouched((current) => new Set(current).add(field));

  /** The first field with a problem, to move focus to; null when the order can be reviewed. */
  const review = (): TicketField | null => {
    setAttempted(true);
    if (!read || !valid) return FIELDS.find((field) => read?.errors[field]) ?? null;
    if (order && Object.keys(changeOf(order, read.order)).length === 0) {
      setFormError('Change the quantity, type or price first.');
      return null;
    }
    setStep('confirm');
    return null;
  };

  const settle = {
    onSuccess: (result: OrderOutcome) => {
      setOutcome(result);
      setStep('result');
    },
    onError: (error: Error) => {
      setServerErrors(serverFieldErrors(error, draft));
      setFormError(
        isApiError(error)
          ? error.message
          : 'Something went wrong, and the order may not have been placed. Check your open orders before trying again.',
      );
      setStep('edit');
    },
  };
  const submit = () => {
    if (!read) return;
    const label = orderLabel(symbol, read.order);
    if (order) {
      const orderChange = changeOf(order, read.order);
      modify.mutate(
        { orderId: order.orderId, change: orderChange, label: `Change: ${label}` },
        settle,
      );
    } else {
      place.mutate({ request: requestOf(symbol, read.order), label }, settle);
    }
  };

  return {
    symbol,
    chooseSymbol: setSymbol,
    last,
    priceState,
    draft,
    order: read?.order ?? null,
    errors,
    formError,
    preview,
    available,
    held,
    noAccount,
    step,
    outcome,
    pending: place.isPending || modify.isPending,
    change,
    blur,
    review,
    back: () => setStep('edit'),
    submit,
  };
}
