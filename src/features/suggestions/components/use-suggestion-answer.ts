import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { outbox } from '@/outbox';
import { useOffline } from '@/ui/use-offline';
import { answerErrorOf, reloads, type AnswerError } from '../api/answer-error';
import {
  useAcceptSuggestion,
  useConfirmWaitingAccept,
  type AcceptOutcome,
} from '../api/suggestion-accept';
import { useDeclineSuggestion } from '../api/suggestion-decline';
import { SUGGESTIONS_KEY } from '../api/suggestions-get';
import { acceptBody, readForm, type QuantityTexts } from '../model/accept-form';
import { DECLINE_REASON_MAX, type Suggestion } from '../model/contract';
import { suggestionFigures } from '../model/order-figures';

/** Which part of the card is open: the figures only, the accept confirmation, or the decline. */
export type Step = 'view' | 'confirm' | 'decline';

/**
 * One suggestion's answer: the quantities typed (only the changed ones are kept; an order not
 * typed keeps its limit), the figures they come to, the confirmation, the decline with its
 * reason, and the outcome or refusal. A refusal that makes the figures old (prices moved, already
 * answered) reloads the list and clears what was typed.
 */
export function useSuggestionAnswer(suggestion: Suggestion, asOf: string | null) {
  const queryClient = useQueryClient();
  const offline = useOffline();
  const [step, setStep] = useState<Step>('view');
  const [editing, setEditing] = useState(false);
  const [texts, setTexts] = useState<QuantityTexts>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<AnswerError | null>(null);
  const [outcome, setOutcome] = useState<AcceptOutcome | null>(null);
  const [declineQueued, setDeclineQueued] = useState(false);
  const accept = useAcceptSuggestion();
  const confirmWaiting = useConfirmWaitingAccept();
  const decline = useDeclineSuggestion();

  const form = readForm(suggestion, texts);
  const figures = suggestionFigures(suggestion, form.quantities);
  const reasonError =
    reason.trim().length > DECLINE_REASON_MAX
      ? `At most ${DECLINE_REASON_MAX} characters`
      : undefined;

  const refused = (failure: Error, what: 'accept' | 'decline') => {
    const read = answerErrorOf(failure, what);
    setError(read);
    if (reloads(read)) {
      setTexts({});
      void queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY });
    }
  };
  const settled = {
    onSuccess: (next: AcceptOutcome) => {
      setOutcome(next);
      setError(null);
      if (next.state === 'sent') setStep('view');
    },
    onError: (failure: Error) => refused(failure, 'accept'),
  };

  return {
    step,
    editing,
    texts,
    form,
    figures,
    reason,
    reasonError,
    error,
    outcome,
    offline,
    declineQueued,
    accepting: accept.isPending || confirmWaiting.isPending,
    declining: decline.isPending,
    open: (next: Step) => {
      setStep(next);
      setError(null);
      setOutcome(null);
    },
    toggleEditing: () => setEditing((was) => !was),
    type: (key: string, text: string) => setTexts((old) => ({ ...old, [key]: text })),
    setReason,
    /** false when a quantity has a problem or nothing is left to place. */
    confirm: (): boolean => {
      if (Object.keys(form.errors).length > 0 || form.formError) {
        setEditing(true);
        return false;
      }
      accept.mutate(
        {
          suggestion,
          body: acceptBody(suggestion, form.quantities, asOf),
          total: Math.abs(figures.totals.cashChange),
        },
        settled,
      );
      return true;
    },
    /** Sends an accept kept as "not sent" on this device, now that the investor confirms. */
    sendWaiting: (id: string) => confirmWaiting.mutate(id, settled),
    discardWaiting: (id: string) => {
      setOutcome(null);
      void outbox.discard(id);
    },
    sendDecline: (): boolean => {
      if (reasonError) return false;
      decline.mutate(
        { suggestion, reason },
        {
          onSuccess: (result) => {
            setError(null);
            setStep('view');
            setDeclineQueued(result.state !== 'sent');
          },
          onError: (failure) => refused(failure, 'decline'),
        },
      );
      return true;
    },
  };
}

export type SuggestionAnswer = ReturnType<typeof useSuggestionAnswer>;
