import { Alert, Box, Button, chakra, HStack, Stack, Text, useRecipe } from '@chakra-ui/react';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { FormAlert } from '@/ui/form-alert';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import { describedBy, PlainField } from '@/ui/plain-field';
import type { OutboxItem } from '@/outbox';
import { DECLINE_REASON_MAX } from '../model/contract';
import type { SuggestionAnswer } from './use-suggestion-answer';

// A pending suggestion's answer: Accept opens a confirmation with the total (and "Change
// quantities"); Decline asks for an optional reason. Offline, accepting is kept on this device
// as "not sent" and goes only when the investor confirms again online (the outbox's `confirm`).

const NOT_SENT =
  'You are offline: the acceptance is kept on this device and not sent. Orders go only when you confirm again online, at the latest prices.';

function totalText(cashChange: number): string {
  if (cashChange < 0) return `You pay ${formatRupees(-cashChange)} in all, charges included.`;
  if (cashChange > 0) return `You receive ${formatRupees(cashChange)} in all, after charges.`;
  return 'Your cash does not change.';
}

export function AcceptConfirm({ answer, asOf }: { answer: SuggestionAnswer; asOf: string | null }) {
  const { figures, form } = answer;
  return (
    <Stack gap={3} borderWidth="1px" borderRadius="l3" p={4} data-testid="accept-confirm">
      <Text fontWeight="semibold">
        Accept and place {figures.placed === 1 ? '1 order' : `${figures.placed} orders`}?
      </Text>
      <Text fontSize="lg" fontWeight="semibold" data-testid="accept-total">
        {totalText(figures.totals.cashChange)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Market orders at about these prices
        {asOf ? ` (the close of ${formatIsoDate(asOf)})` : ''}: in your paper account they are
        simulated fills, so the price each gets may differ a little.
      </Text>
      {form.formError ? (
        <FormAlert status="error" title="Nothing to place">
          {form.formError}
        </FormAlert>
      ) : null}
      {answer.offline ? (
        <FormAlert status="info" title="Waiting for the network">
          {NOT_SENT}
        </FormAlert>
      ) : null}
      <HStack gap={2} flexWrap="wrap">
        <Button
          colorPalette="green"
          onClick={answer.confirm}
          loading={answer.accepting}
          loadingText="Placing the orders"
        >
          Confirm and accept
        </Button>
        <Button variant="outline" onClick={answer.toggleEditing} aria-expanded={answer.editing}>
          {answer.editing ? 'Done changing' : 'Change quantities'}
        </Button>
        <Button variant="ghost" onClick={() => answer.open('view')}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

export function DeclineForm({ answer, idPrefix }: { answer: SuggestionAnswer; idPrefix: string }) {
  const styles = useRecipe({ key: 'textarea' })({});
  const id = `${idPrefix}-reason`;
  const hint = `Optional: your adviser sees it. ${answer.reason.trim().length} of ${DECLINE_REASON_MAX} characters.`;
  return (
    <chakra.form
      noValidate
      display="flex"
      flexDirection="column"
      gap={3}
      borderWidth="1px"
      borderRadius="l3"
      p={4}
      onSubmit={(event) => {
        event.preventDefault();
        if (!answer.sendDecline()) document.getElementById(id)?.focus();
      }}
    >
      <PlainField id={id} label="Why are you declining?" error={answer.reasonError} hint={hint}>
        <chakra.textarea
          id={id}
          css={styles}
          rows={3}
          value={answer.reason}
          aria-invalid={answer.reasonError ? true : undefined}
          aria-describedby={describedBy({ id, error: answer.reasonError, hint })}
          onChange={(event) => answer.setReason(event.target.value)}
        />
      </PlainField>
      <HStack gap={2} flexWrap="wrap">
        <Button type="submit" colorPalette="red" loading={answer.declining} loadingText="Declining">
          Decline suggestion
        </Button>
        <Button variant="ghost" onClick={() => answer.open('view')}>
          Keep it
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** An acceptance kept on this device ("not sent"): send it now, online, or discard it. */
export function WaitingAccept({ item, answer }: { item: OutboxItem; answer: SuggestionAnswer }) {
  return (
    <Alert.Root status="warning" borderRadius="l3" data-testid="accept-waiting">
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Title>Not sent: your acceptance waits on this device</Alert.Title>
        <Alert.Description>
          <Text>
            {item.lastError && !item.lastError.startsWith('No connection')
              ? `It could not be sent: ${item.lastError.replace(/\.$/, '')}. `
              : ''}
            Orders are placed only when you confirm again online, at the latest prices.
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Accepted {formatIndianDateTime(new Date(item.createdAt))}
          </Text>
        </Alert.Description>
        <HStack gap={2} flexWrap="wrap">
          <Button
            size="sm"
            colorPalette="purple"
            loading={answer.accepting}
            loadingText="Sending"
            disabled={answer.offline}
            onClick={() => answer.sendWaiting(item.id)}
          >
            Send it now
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            disabled={answer.accepting}
            onClick={() => answer.discardWaiting(item.id)}
          >
            Discard
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The refusal in plain words (role="alert" via FormAlert). */
export function AnswerErrorAlert({ answer }: { answer: SuggestionAnswer }) {
  const { error } = answer;
  if (!error) return null;
  const title =
    error.kind === 'prices-moved'
      ? 'Prices have moved'
      : error.kind === 'answered'
        ? 'Already answered'
        : 'Not sent';
  return (
    <Box>
      <FormAlert status={error.kind === 'prices-moved' ? 'info' : 'error'} title={title}>
        {error.message}
      </FormAlert>
    </Box>
  );
}
