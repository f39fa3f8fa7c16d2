import { Badge, Box, Button, Card, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import type { OutboxItem } from '@/outbox';
import type { Suggestion } from '../model/contract';
import { suggestionFigures } from '../model/order-figures';
import {
  ACTION_TEXT,
  formatIndiaDay,
  KIND_TEXT,
  STATUS_PALETTE,
  statusText,
} from '../model/suggestion-text';
import { AcceptConfirm, AnswerErrorAlert, DeclineForm, WaitingAccept } from './suggestion-answer';
import { SuggestionEffect, SuggestionTotals } from './suggestion-figures';
import { SuggestionOrders, type QuantityEdit } from './suggestion-orders';
import { SuggestionResult } from './suggestion-result';
import { useSuggestionAnswer } from './use-suggestion-answer';

// One suggestion: what it is, from whom and when, where it stands, the adviser's note (and a
// call's rationale and levels), the orders it would place, their totals and effect, and the
// answer (accept with a confirmation, lower quantities, decline) or the accepted orders' fate.

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="xs" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd m={0} fontWeight="medium">
        {children}
      </chakra.dd>
    </Box>
  );
}

function CallDetails({ call }: { call: NonNullable<Suggestion['call']> }) {
  return (
    <Stack gap={2} data-testid="suggestion-call">
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
        gap={3}
        m={0}
      >
        <Fact label="Action">
          {ACTION_TEXT[call.action]} {call.symbol}
        </Fact>
        <Fact label="Target">{formatRupees(call.targetPrice)}</Fact>
        <Fact label="Stop-loss">{formatRupees(call.stopLoss)}</Fact>
        <Fact label="Horizon">until {formatIsoDate(call.horizonDate)}</Fact>
      </chakra.dl>
      <Box>
        <Text fontSize="xs" color="fg.muted">
          Rationale
        </Text>
        <Text whiteSpace="pre-line">{call.rationale}</Text>
      </Box>
    </Stack>
  );
}

interface CardProps {
  suggestion: Suggestion;
  asOf: string | null;
  /** Acceptances of this suggestion kept on this device as "not sent". */
  waiting: readonly OutboxItem[];
  /** A decline of it waiting in the outbox. */
  declineWaiting: boolean;
}

export function SuggestionCard({ suggestion, asOf, waiting, declineWaiting }: CardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const answer = useSuggestionAnswer(suggestion, asOf);
  const pending = suggestion.status === 'pending';
  const kind = KIND_TEXT[suggestion.kind];
  const notSentId = answer.outcome?.state === 'needs-confirm' ? answer.outcome.id : null;
  const edit: QuantityEdit | undefined =
    pending && answer.step === 'confirm' && answer.editing
      ? {
          idPrefix: id,
          textOf: (key, fallback) => answer.texts[key] ?? String(fallback),
          errorOf: (key) =>
            answer.form.errors[key] ??
            (answer.error?.kind === 'orders' ? answer.error.byOrder[key] : undefined),
          onChange: answer.type,
        }
      : undefined;
  // What shows: an answered suggestion's own figures, a pending one's at the typed quantities.
  const figures = pending ? answer.figures : suggestionFigures(suggestion);

  return (
    <Card.Root as="article" aria-labelledby={titleId} data-testid="suggestion-card">
      <Card.Body gap={4}>
        <Stack gap={1}>
          <HStack gap={2} flexWrap="wrap">
            <Badge colorPalette={kind.palette}>{kind.label}</Badge>
            <Badge colorPalette={STATUS_PALETTE[suggestion.status]} variant="outline">
              {statusText(suggestion)}
            </Badge>
            {suggestion.demo ? <Badge colorPalette="gray">Demo</Badge> : null}
            {declineWaiting ? <Badge colorPalette="gray">Decline waiting to send</Badge> : null}
          </HStack>
          <Text as="h2" id={titleId} fontSize="lg" fontWeight="semibold">
            {suggestion.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            From {suggestion.adviserName} ·{' '}
            <time dateTime={suggestion.createdAt}>{formatIndiaDay(suggestion.createdAt)}</time>
            {suggestion.model
              ? ` · ${suggestion.model.name}, version ${suggestion.model.version}`
              : ''}
          </Text>
        </Stack>
        {/* A call sent without a note carries its rationale as the message: shown once, below. */}
        {suggestion.message && suggestion.message.trim() !== suggestion.call?.rationale.trim() ? (
          <chakra.blockquote
            borderStartWidth="3px"
            borderColor="border.emphasized"
            ps={3}
            whiteSpace="pre-line"
          >
            {suggestion.message}
          </chakra.blockquote>
        ) : null}
        {suggestion.call ? <CallDetails call={suggestion.call} /> : null}
        {suggestion.status === 'declined' && suggestion.declineReason ? (
          <Text fontSize="sm">Your reason: {suggestion.declineReason}</Text>
        ) : null}
        {suggestion.status === 'accepted' && suggestion.result ? null : (
          <Stack gap={4}>
            <Stack gap={2}>
              <Text as="h3" fontWeight="semibold" fontSize="sm">
                {pending ? 'The orders it would place' : 'The orders it suggested'}
              </Text>
              <SuggestionOrders orders={figures.orders} edit={edit} />
            </Stack>
            <Stack
              direction={{ base: 'column', md: 'row' }}
              gap={{ base: 4, md: 8 }}
              align="flex-start"
            >
              <Box flex="1" w="full">
                <SuggestionTotals figures={figures} titleId={`${id}-totals`} />
              </Box>
              <Box flex="1" w="full">
                <SuggestionEffect figures={figures} titleId={`${id}-effect`} />
              </Box>
            </Stack>
          </Stack>
        )}
        {pending && answer.step === 'confirm' ? (
          <AcceptConfirm answer={answer} asOf={asOf} />
        ) : null}
        {pending && answer.step === 'decline' ? (
          <DeclineForm answer={answer} idPrefix={id} />
        ) : null}
        {pending && answer.step === 'view' && !declineWaiting && !answer.declineQueued ? (
          <HStack gap={2} flexWrap="wrap">
            <Button
              colorPalette="green"
              onClick={() => answer.open('confirm')}
              aria-label={`Accept ${suggestion.title}`}
            >
              Accept
            </Button>
            <Button
              variant="outline"
              onClick={() => answer.open('decline')}
              aria-label={`Decline ${suggestion.title}`}
            >
              Decline
            </Button>
          </HStack>
        ) : null}
        <Stack gap={3} aria-live="polite" data-testid="suggestion-live">
          <AnswerErrorAlert answer={answer} />
          {waiting.map((item) => (
            <WaitingAccept key={item.id} item={item} answer={answer} />
          ))}
          {notSentId !== null && !waiting.some((item) => item.id === notSentId) ? (
            <Text fontSize="sm" data-testid="accept-not-sent">
              Not sent: your acceptance is kept on this device. Confirm it again here when you are
              back online.
            </Text>
          ) : null}
          {answer.declineQueued ? (
            <Text fontSize="sm">Declined on this device: it is sent when you are back online.</Text>
          ) : null}
          {suggestion.status === 'accepted' && suggestion.result ? (
            <SuggestionResult result={suggestion.result} />
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
