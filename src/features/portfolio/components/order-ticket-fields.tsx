import { Box, Button, chakra, HStack, Stack, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { describedBy, PlainField } from '@/ui/plain-field';
import { ORDER_TYPES } from '../model/contract';
import type { OrderType, Side } from '../model/order-rules';
import {
  needsPrice,
  needsTrigger,
  type FieldErrors,
  type SizeMode,
  type TicketDraft,
  type TicketField,
} from './order-ticket-model';

// The ticket's inputs on plain elements styled by the theme's field and input recipes: each
// labelled, its hint and error tied to it (aria-describedby, aria-invalid).

export const ticketFieldId = (field: string) => `order-ticket-${field}`;

const TYPE_NAMES: Record<OrderType, string> = {
  MARKET: 'Market',
  LIMIT: 'Limit',
  SL: 'Stop-loss (SL)',
  'SL-M': 'Stop-loss market (SL-M)',
};

interface InputProps {
  field: TicketField;
  label: string;
  value: string;
  error: string | undefined;
  hint?: ReactNode;
  onValue: (value: string) => void;
  onBlur: () => void;
}

function TicketInput({ field, label, value, error, hint, onValue, onBlur }: InputProps) {
  const id = ticketFieldId(field);
  const inputStyles = useRecipe({ key: 'input' })({ size: 'lg' });
  return (
    <PlainField id={id} label={label} error={error} hint={hint}>
      <chakra.input
        id={id}
        name={field}
        inputMode={field === 'quantity' ? 'numeric' : 'decimal'}
        autoComplete="off"
        css={inputStyles}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onBlur}
      />
    </PlainField>
  );
}

function Toggle<T extends string>(props: {
  label: string;
  value: T;
  choices: ReadonlyArray<readonly [T, string]>;
  onValue: (value: T) => void;
}) {
  return (
    <HStack role="group" aria-label={props.label} gap={2}>
      {props.choices.map(([value, text]) => (
        <Button
          key={value}
          flex="1"
          minH="11"
          variant={props.value === value ? 'solid' : 'outline'}
          colorPalette={value === 'SELL' ? 'red' : value === 'BUY' ? 'green' : 'purple'}
          aria-pressed={props.value === value}
          onClick={() => props.onValue(value)}
        >
          {text}
        </Button>
      ))}
    </HStack>
  );
}

interface TicketFieldsProps {
  draft: TicketDraft;
  errors: FieldErrors;
  /** Modify mode: the side is fixed, and a change is in shares. */
  modify: boolean;
  /** "= 3 shares at ₹1,506.20" under an amount. */
  amountHint: ReactNode;
  onChange: (change: Partial<TicketDraft>) => void;
  onBlur: (field: TicketField) => void;
}

export function TicketFields({
  draft,
  errors,
  modify,
  amountHint,
  onChange,
  onBlur,
}: TicketFieldsProps) {
  const styles = useSlotRecipe({ key: 'field' })({});
  const selectStyles = useRecipe({ key: 'input' })({ size: 'lg' });
  const input = (field: TicketField, label: string, hint?: ReactNode) => (
    <TicketInput
      field={field}
      label={label}
      value={draft[field]}
      error={errors[field]}
      hint={hint}
      onValue={(value) => onChange({ [field]: value })}
      onBlur={() => onBlur(field)}
    />
  );
  return (
    <Stack gap={4}>
      {modify ? null : (
        <Toggle<Side>
          label="Buy or sell"
          value={draft.side}
          choices={[
            ['BUY', 'Buy'],
            ['SELL', 'Sell'],
          ]}
          onValue={(side) => onChange({ side })}
        />
      )}
      {modify ? null : (
        <Toggle<SizeMode>
          label="Order size in"
          value={draft.mode}
          choices={[
            ['shares', 'Shares'],
            ['amount', 'Amount (₹)'],
          ]}
          onValue={(mode) => onChange({ mode })}
        />
      )}
      {draft.mode === 'amount'
        ? input('amount', 'Amount in rupees', amountHint)
        : input('quantity', 'Quantity (shares)')}
      <Box css={styles.root}>
        <chakra.label htmlFor={ticketFieldId('orderType')} css={styles.label}>
          Order type
        </chakra.label>
        <chakra.select
          id={ticketFieldId('orderType')}
          css={[selectStyles, { appearance: 'auto', pe: 2 }]}
          value={draft.orderType}
          onChange={(event) => {
            const orderType = ORDER_TYPES.find((type) => type === event.target.value);
            if (orderType) onChange({ orderType });
          }}
        >
          {ORDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_NAMES[type]}
            </option>
          ))}
        </chakra.select>
      </Box>
      {needsTrigger(draft.orderType)
        ? input('triggerPrice', 'Trigger price (₹)', 'The order becomes active at this price.')
        : null}
      {needsPrice(draft.orderType)
        ? input('price', 'Limit price (₹)', 'On the ₹0.05 tick, within the day’s price band.')
        : null}
    </Stack>
  );
}
