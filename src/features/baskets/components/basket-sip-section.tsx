import {
  Box,
  Button,
  chakra,
  HStack,
  Stack,
  Text,
  useRecipe,
  useSlotRecipe,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { describedBy, HintAndError, PlainField } from '@/ui/plain-field';
import { useSetBasketSip } from '../api/basket-sip';
import { INVEST_MIN, SIP_DAY_MAX, type Basket, type SipRequest } from '../model/contract';
import { amountInputText } from './basket-invest-text';
import {
  ordinal,
  readSipDraft,
  sipBelowMinimumText,
  sipStatusText,
  todayInIndia,
} from './basket-sip-text';

// The monthly SIP: an amount and a day (1 to 28, so every month has it), the next date, and
// pause or resume. Saved through the outbox as a silent write: typed offline, it is kept and
// sent when the network is back, and shows at once. The server's job buys each instalment on
// the due trading day, once.

const DAYS = Array.from({ length: SIP_DAY_MAX }, (_, index) => index + 1);

type Saved = { text: string; tone: 'success' | 'info' } | null;

export function BasketSipSection({ basket }: { basket: Basket }) {
  const sip = basket.sip;
  const amountId = useId();
  const dayId = useId();
  const inputStyles = useRecipe({ key: 'input' })({ size: 'md' });
  const field = useSlotRecipe({ key: 'field' })({});
  const [amountText, setAmountText] = useState(() =>
    amountInputText(sip?.amount ?? Math.max(basket.minimumInvestment, INVEST_MIN)),
  );
  const [dayText, setDayText] = useState(() => String(sip?.day ?? 5));
  const [attempted, setAttempted] = useState(false);
  const [saved, setSaved] = useState<Saved>(null);
  const [error, setError] = useState<string | null>(null);
  const write = useSetBasketSip();
  const read = readSipDraft(amountText, dayText);
  const errors = attempted ? (read.errors ?? {}) : {};
  const warning =
    read.amount === undefined ? null : sipBelowMinimumText(read.amount, basket.minimumInvestment);
  const today = todayInIndia(new Date());

  const save = (next: SipRequest, done: string) => {
    setError(null);
    setSaved(null);
    write.mutate(
      { basket, sip: next },
      {
        onSuccess: (result) =>
          setSaved(
            result.state === 'sent'
              ? { text: done, tone: 'success' }
              : {
                  text: `${done} on this device: it is sent when you are back online.`,
                  tone: 'info',
                },
          ),
        onError: (failure) =>
          setError(
            isApiError(failure) ? failure.message : 'The SIP could not be saved. Try again.',
          ),
      },
    );
  };

  return (
    <Stack as="section" aria-labelledby="basket-sip-title" gap={4} data-testid="basket-sip">
      <Text as="h2" id="basket-sip-title" fontSize="lg" fontWeight="semibold">
        Monthly SIP
      </Text>
      <Text data-testid="basket-sip-status">{sipStatusText(sip, today)}</Text>
      <chakra.form
        noValidate
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        alignItems={{ base: 'stretch', md: 'flex-start' }}
        gap={3}
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (read.amount === undefined) {
            document.getElementById(read.errors.amount ? amountId : dayId)?.focus();
            return;
          }
          save(
            { amount: read.amount, day: read.day, active: true },
            sip ? 'SIP saved' : 'SIP started',
          );
        }}
      >
        <Box flex="1" maxW={{ md: 'xs' }}>
          <PlainField id={amountId} label="Every month (₹)" error={errors.amount} hint={warning}>
            <chakra.input
              id={amountId}
              inputMode="decimal"
              autoComplete="off"
              css={inputStyles}
              value={amountText}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={describedBy({ id: amountId, error: errors.amount, hint: warning })}
              onChange={(event) => setAmountText(event.target.value)}
            />
          </PlainField>
        </Box>
        <Box css={field.root} maxW={{ md: '40' }} data-invalid={errors.day ? '' : undefined}>
          <chakra.label htmlFor={dayId} css={field.label}>
            On the
          </chakra.label>
          <chakra.select
            id={dayId}
            css={[inputStyles, { appearance: 'auto', pe: 2 }]}
            value={dayText}
            aria-describedby={describedBy({ id: dayId, error: errors.day })}
            onChange={(event) => setDayText(event.target.value)}
          >
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {ordinal(day)} of the month
              </option>
            ))}
          </chakra.select>
          <HintAndError id={dayId} error={errors.day} />
        </Box>
        <Button type="submit" colorPalette="purple" mt={{ md: 7 }} loading={write.isPending}>
          {sip ? 'Save SIP' : 'Start SIP'}
        </Button>
      </chakra.form>
      {sip ? (
        <HStack gap={2} flexWrap="wrap">
          <Button
            variant="outline"
            size="sm"
            disabled={write.isPending}
            onClick={() =>
              save(
                { amount: sip.amount, day: sip.day, active: !sip.active },
                sip.active ? 'SIP paused' : 'SIP resumed',
              )
            }
          >
            {sip.active ? 'Pause the SIP' : 'Resume the SIP'}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            A paused SIP buys nothing until you resume it.
          </Text>
        </HStack>
      ) : null}
      <Box aria-live="polite">
        {saved ? (
          <Text fontSize="sm" color={saved.tone === 'success' ? 'green.fg' : 'fg.muted'}>
            {saved.text}
          </Text>
        ) : null}
      </Box>
      {error ? (
        <FormAlert status="error" title="Not saved">
          {error}
        </FormAlert>
      ) : null}
    </Stack>
  );
}
