import { Box, Button, chakra, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import { useState } from 'react';
import { symbolSchema } from '../model/contract';

/** The stock to trade, typed as its NSE symbol, when the ticket was opened without one. */
export function SymbolPicker({ onChoose }: { onChoose: (symbol: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useSlotRecipe({ key: 'field' })({});
  const input = useRecipe({ key: 'input' })({ size: 'lg' });
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap={3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = symbolSchema.safeParse(text.trim());
        if (parsed.success) onChoose(parsed.data);
        else setError(parsed.error.issues[0]?.message ?? 'Enter an NSE symbol');
      }}
    >
      <Box css={field.root} data-invalid={error ? '' : undefined}>
        <chakra.label htmlFor="order-ticket-symbol" css={field.label}>
          Stock (NSE symbol)
        </chakra.label>
        <chakra.input
          id="order-ticket-symbol"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          css={input}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            error
              ? 'order-ticket-symbol-hint order-ticket-symbol-error'
              : 'order-ticket-symbol-hint'
          }
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <chakra.div id="order-ticket-symbol-hint" css={field.helperText}>
          For example INFY or RELIANCE
        </chakra.div>
        {error ? (
          <chakra.div id="order-ticket-symbol-error" css={field.errorText}>
            {error}
          </chakra.div>
        ) : null}
      </Box>
      <Button type="submit" colorPalette="purple" alignSelf="flex-start">
        Find the stock
      </Button>
    </chakra.form>
  );
}
