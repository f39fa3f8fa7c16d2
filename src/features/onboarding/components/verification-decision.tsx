import {
  Alert,
  Box,
  Button,
  chakra,
  Stack,
  Text,
  useRecipe,
  useSlotRecipe,
} from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import { dataErrorMessage } from '@/ui/data-error';
import { useDecideKyc } from '../api/kyc-decide';
import { kycDecisionSchema, REASON_MAX, type KycDecision } from '../model/kyc-records';

interface VerificationDecisionProps {
  investorId: string;
  investorName: string;
  onDecided: (text: string) => void;
}

/**
 * Approve, or send back with a reason the investor reads (required, next to its box). Sent
 * through the outbox: kept on this device when there is no signal.
 */
export function VerificationDecision({
  investorId,
  investorName,
  onDecided,
}: VerificationDecisionProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useDecideKyc();
  const field = useSlotRecipe({ key: 'field' })({});
  const input = useRecipe({ key: 'input' })({ size: 'lg' });

  const send = (decision: KycDecision['decision']) => {
    setProblem(null);
    const body: KycDecision =
      decision === 'approve' ? { decision } : { decision, reason: reason.trim() };
    const checked = kycDecisionSchema.safeParse(body);
    const reasonError = checked.error?.issues.find((issue) => issue.path[0] === 'reason');
    setError(reasonError?.message ?? null);
    if (!checked.success) {
      document.getElementById(id)?.focus();
      return;
    }
    decide.mutate(
      { investorId, investorName, ...body },
      {
        onSuccess: (result) => {
          const done =
            decision === 'approve'
              ? `Approved. ${investorName} is told in the app and by e-mail.`
              : `Sent back to ${investorName} with your reason.`;
          onDecided(
            result.state === 'sent'
              ? done
              : 'No connection: your decision is kept on this device and sent when you are back online.',
          );
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          if (fields.reason) setError(fields.reason);
          else setProblem(dataErrorMessage(failure));
        },
      },
    );
  };

  const onReject = (event: FormEvent) => {
    event.preventDefault();
    send('reject');
  };
  const errorId = error ? `${id}-error` : undefined;
  const pending = decide.isPending ? decide.variables.decision : null;
  return (
    <Stack gap={4}>
      <Button
        colorPalette="green"
        size="lg"
        onClick={() => send('approve')}
        loading={pending === 'approve'}
        disabled={pending !== null}
      >
        Approve KYC
      </Button>
      <chakra.form onSubmit={onReject} noValidate>
        <Stack gap={2}>
          <Box css={field.root} data-invalid={error ? '' : undefined}>
            <chakra.label htmlFor={id} css={field.label}>
              Or send it back: what should {investorName} change?
            </chakra.label>
            <chakra.textarea
              id={id}
              css={[input, { minH: '24', py: 2, resize: 'vertical' }]}
              value={reason}
              maxLength={REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId ?? `${id}-hint`}
              placeholder="e.g. The PAN photo is blurred; please scan it again."
            />
            {error ? (
              <Text id={errorId} css={field.errorText}>
                {error}
              </Text>
            ) : (
              <Text id={`${id}-hint`} css={field.helperText}>
                The investor reads this. 10 to {REASON_MAX} characters.
              </Text>
            )}
          </Box>
          <Button
            type="submit"
            variant="outline"
            colorPalette="red"
            alignSelf="start"
            loading={pending === 'reject'}
            disabled={pending !== null}
          >
            Send back for changes
          </Button>
        </Stack>
      </chakra.form>
      {problem ? (
        <Alert.Root status="error" borderRadius="l2" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
