import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { GoalType } from '@/domain/goal-types';
import type { RiskCategoryId } from '@/domain/risk-categories';
import type { SubmitResult } from '@/outbox';
import { FormAlert } from '@/ui/form-alert';
import { modelDetailSchema, modelUpdateAnswerSchema } from '../model/contract';
import { preloadSendDialog, SendSuggestionDialog } from './send-suggestion-dialog-lazy';

// What saving a model did: version 1 made, or a new version with the rebalance suggestions it
// sent (and, by name, the clients it did not, with the reasons); or the write kept on this
// device until it can be sent. Then: send the model to clients, or open it.

export interface Outcome {
  kind: 'created' | 'updated';
  modelId: string;
  name: string;
  result: SubmitResult;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface SaveOutcomeProps {
  outcome: Outcome;
  categories: RiskCategoryId[];
  /** The model's goal type: the send dialog offers clients' goals of this type first. */
  goalType?: GoalType | undefined;
  onOpenModel: (modelId: string) => void;
}

export function SaveOutcome({ outcome, categories, goalType, onOpenModel }: SaveOutcomeProps) {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { result, modelId, name } = outcome;

  if (result.state !== 'sent') {
    return (
      <FormAlert
        status="info"
        title={result.state === 'queued' ? 'Saved on this device' : 'Not sent yet'}
      >
        {result.state === 'queued'
          ? `${name} goes to the server as soon as you are back online.`
          : `The new version of ${name} sends suggestions to clients, so it waits until you confirm it again online (in the list of writes not sent).`}
      </FormAlert>
    );
  }

  const update = outcome.kind === 'updated' ? modelUpdateAnswerSchema.safeParse(result.data) : null;
  const created = outcome.kind === 'created' ? modelDetailSchema.safeParse(result.data) : null;
  const version = update?.success
    ? update.data.model.version
    : created?.success
      ? created.data.version
      : null;
  const rebalance = update?.success ? update.data.rebalance : null;

  return (
    <Stack gap={4}>
      <FormAlert
        status="success"
        title={
          outcome.kind === 'created'
            ? `Saved ${name}`
            : `Saved ${name}${version !== null ? `, version ${version}` : ''}`
        }
      >
        {outcome.kind === 'created'
          ? 'Version 1 is kept for the record. Send it to the clients it suits.'
          : rebalance
            ? rebalance.sent === 0 && rebalance.notSent.length === 0
              ? 'No client follows this model yet, so no rebalance suggestion was sent.'
              : `${plural(rebalance.sent, 'client got', 'clients got')} a rebalance suggestion` +
                (rebalance.superseded > 0
                  ? ` (it replaced ${plural(rebalance.superseded, 'suggestion', 'suggestions')} they had not answered)`
                  : '') +
                '.'
            : 'The new version is kept for the record.'}
      </FormAlert>
      {rebalance && rebalance.notSent.length > 0 ? (
        <Stack gap={2} borderWidth="1px" borderRadius="l3" p={4} borderColor="border.warning">
          <Text fontWeight="semibold">
            Not sent to {plural(rebalance.notSent.length, 'client', 'clients')}
          </Text>
          <List.Root gap={2} ps={4}>
            {rebalance.notSent.map((client) => (
              <List.Item key={client.investorId}>
                <Text as="span" fontWeight="medium">
                  {client.name}
                </Text>
                : {client.reasons.length > 0 ? client.reasons.join(' ') : 'no reason given'}
              </List.Item>
            ))}
          </List.Root>
          <Text textStyle="sm" color="fg.muted">
            To send it to them anyway, use “Send to clients” and write why it suits them.
          </Text>
        </Stack>
      ) : null}
      {sentTo ? (
        <Text role="status" color="fg.success">
          {sentTo}
        </Text>
      ) : null}
      <HStack gap={3} flexWrap="wrap">
        <Button
          colorPalette="purple"
          onClick={() => setSending(true)}
          onPointerEnter={preloadSendDialog}
          onFocus={preloadSendDialog}
        >
          Send to clients
        </Button>
        <Button variant="outline" onClick={() => onOpenModel(modelId)}>
          Open the model
        </Button>
      </HStack>
      <SendSuggestionDialog
        open={sending}
        onOpenChange={setSending}
        source={{ kind: 'model', modelId, goalType }}
        title={`Send ${name} to clients`}
        defaultCategories={categories}
        onSent={(sent) => {
          setSending(false);
          setSentTo(sentSummary(sent));
        }}
      />
    </Stack>
  );
}

/** "Sent to 3 clients." from the dialog's answer, whatever its exact shape. */
export function sentSummary(sent: unknown): string {
  const count =
    typeof sent === 'object' &&
    sent !== null &&
    'suggestions' in sent &&
    Array.isArray(sent.suggestions)
      ? sent.suggestions.length
      : typeof sent === 'object' && sent !== null && 'sent' in sent && typeof sent.sent === 'number'
        ? sent.sent
        : null;
  return count === null ? 'Sent.' : `Sent to ${plural(count, 'client', 'clients')}.`;
}
