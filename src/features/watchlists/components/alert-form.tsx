import { Button, chakra, HStack, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { describedBy, PlainField } from '@/ui/plain-field';
import { useCreateAlert } from '../api/alert-create';
import type { Quote } from '../api/quotes-get';
import {
  ALERT_KIND_LABEL,
  ALERT_KINDS,
  conditionHolds,
  thresholdProblem,
  type AlertKind,
} from '../model/alerts';
import {
  formatChangePercent,
  formatRupees,
  percentTextToBasisPoints,
  rupeesTextToPaise,
} from '../model/format';
import type { StockRef } from '../model/rules';

// Sets a price alert on one stock: above or below a price in rupees, or a day's move in
// percent. It says before saving when the alert is already true (it then waits for the next
// crossing: model/alerts.ts), so nobody waits for a notification that will not come.

interface AlertFormProps {
  stock: StockRef & { name: string };
  quote: Quote | undefined;
}

const parse = (kind: AlertKind, text: string) =>
  kind === 'move_pct' ? percentTextToBasisPoints(text) : rupeesTextToPaise(text);

export function AlertForm({ stock, quote }: AlertFormProps) {
  const [kind, setKind] = useState<AlertKind>('above');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [note, setNote] = useState<string | null>(null);
  const create = useCreateAlert();
  const id = useId();
  const inputStyles = useRecipe({ key: 'input' })({ size: 'md' });
  const threshold = parse(kind, text);
  const latest = quote
    ? { date: quote.date, close: quote.close, previousClose: quote.close - (quote.change ?? 0) }
    : null;
  const alreadyTrue =
    latest && threshold !== null && !Number.isNaN(threshold) && quote?.change !== null
      ? conditionHolds(kind, threshold, latest)
      : false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    const problem =
      threshold === null || Number.isNaN(threshold)
        ? kind === 'move_pct'
          ? 'Enter a percent, such as 2.5'
          : 'Enter a price in rupees, such as 1520.50'
        : thresholdProblem(kind, threshold);
    setError(problem ?? undefined);
    if (problem || threshold === null) return;
    create.mutate(
      { id: crypto.randomUUID(), stock, kind, threshold },
      {
        onSuccess: (result) => {
          setText('');
          setNote(
            result.state === 'sent'
              ? 'Alert set.'
              : 'Saved on this device: it is set as soon as you are back online.',
          );
        },
        onError: (failure) =>
          setError(isApiError(failure) ? failure.message : 'The alert could not be saved'),
      },
    );
  };

  const hint =
    kind === 'move_pct'
      ? `Either way, against the previous close${quote ? ` (today ${formatChangePercent(quote.changePercent)})` : ''}`
      : quote
        ? `Last price ${formatRupees(quote.close)}`
        : 'Rupees per share';

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={`New alert on ${stock.symbol}`}>
      <Stack gap={3}>
        <HStack role="group" aria-label="Alert when" gap={2} flexWrap="wrap">
          {ALERT_KINDS.map((choice) => (
            <Button
              key={choice}
              size="sm"
              variant={kind === choice ? 'solid' : 'outline'}
              colorPalette="purple"
              aria-pressed={kind === choice}
              onClick={() => setKind(choice)}
            >
              {ALERT_KIND_LABEL[choice]}
            </Button>
          ))}
        </HStack>
        <PlainField
          id={id}
          label={kind === 'move_pct' ? 'Move in a day (%)' : 'Price (₹)'}
          error={error}
          hint={hint}
        >
          <chakra.input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            css={inputStyles}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy({ id, error, hint })}
            onChange={(event) => setText(event.target.value)}
          />
        </PlainField>
        {alreadyTrue ? (
          <Text fontSize="sm" color="orange.fg" role="status">
            This is already true today, so it will not fire now: it fires the next time the price
            crosses, after going back.
          </Text>
        ) : null}
        <HStack>
          <Button type="submit" colorPalette="purple" loading={create.isPending}>
            Set alert
          </Button>
        </HStack>
        {note ? <FormAlert status="success" title={note} /> : null}
      </Stack>
    </chakra.form>
  );
}
