import {
  Badge,
  Button,
  chakra,
  CloseButton,
  Dialog,
  HStack,
  List,
  Portal,
  Spinner,
  Stack,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import type { GoalType } from '@/domain/goal-types';
import { RISK_CATEGORIES, RISK_CATEGORY_IDS, type RiskCategoryId } from '@/domain/risk-categories';
import { FormAlert } from '@/ui/form-alert';
import { formatRupees, rupeesTextToPaise } from '@/ui/format-money';
import { describedBy, HintAndError, PlainField } from '@/ui/plain-field';
import { useAdvisorClients, type AdvisorClient } from '../api/advisor-clients-get';
import { useSendSuggestion } from '../api/suggestion-send';
import {
  blockedSchema,
  JUSTIFICATION_MIN,
  MESSAGE_MAX,
  MODEL_AMOUNT_MAX,
  MODEL_AMOUNT_MIN,
  type Blocked,
  type CreateSuggestion,
  type SendSource,
  type Sent,
} from '../model/suggestion-contract';
import { ClientGoalPicker } from './client-goal-picker';

// Sends a research call or a model portfolio to clients (issue 16, Deliver 1 to 4): chosen
// clients (each shown with their risk category) or every client of one category, an optional
// message, and for a model the amount each is asked to invest. The server checks suitability
// per client: when it blocks some (422 `unsuitable`, nothing sent), each is listed with the
// rules' details, and the adviser either sends only to the others or writes a justification
// (kept with each override) to send to all. Shared by the calls screen and the model screens.
// A model sent to chosen clients may be for one goal of each (optional; that client's goals of
// the model's goal type offered first): sent as `source.goalIds` and kept on the assignment.

export type SendDialogSource =
  | { kind: 'call'; callId: string }
  | { kind: 'model'; modelId: string; amount?: number; goalType?: GoalType };

export interface SendSuggestionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  source: SendDialogSource;
  /** "Send the ITC buy call to clients". */
  title: string;
  /** The categories the call or model suits: their clients are marked and offered first. */
  defaultCategories?: readonly RiskCategoryId[];
  onSent?: (sent: Sent) => void;
}

type Mode = 'clients' | 'category';

const categoryLabel = (category: RiskCategoryId | null | undefined) =>
  category === undefined
    ? 'Loading…'
    : category === null
      ? 'No risk profile'
      : RISK_CATEGORIES[category].label;

/** The `unsuitable` problem's blocked clients, or null for any other refusal. */
function blockedOf(error: unknown): Blocked | null {
  if (!isApiError(error) || error.status !== 422 || error.code !== 'unsuitable') return null;
  const parsed = blockedSchema.safeParse(error.problem);
  return parsed.success ? parsed.data : null;
}

export function SendSuggestionDialog(props: SendSuggestionDialogProps) {
  const { open, onOpenChange, title } = props;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4} maxW="lg">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <SendBody {...props} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SendBody({
  onOpenChange,
  source,
  title,
  defaultCategories = [],
  onSent,
}: SendSuggestionDialogProps) {
  const { list, clients } = useAdvisorClients(true);
  const send = useSendSuggestion();
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const [mode, setMode] = useState<Mode>('clients');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  /** A model's goal per chosen client (investor id → goal id); only chosen ones are sent. */
  const [goalChoice, setGoalChoice] = useState<Readonly<Record<string, string>>>({});
  const [category, setCategory] = useState<RiskCategoryId>(defaultCategories[0] ?? 'moderate');
  const [message, setMessage] = useState('');
  const [amountText, setAmountText] = useState(
    source.kind === 'model' && source.amount ? String(source.amount / 100) : '',
  );
  const [justification, setJustification] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);

  const suits = (client: AdvisorClient) =>
    client.category !== null &&
    client.category !== undefined &&
    defaultCategories.includes(client.category);

  const toggle = (id: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const chooseGoal = (investorId: string, goalId: string | undefined) =>
    setGoalChoice((old) => {
      const next = { ...old };
      if (goalId) next[investorId] = goalId;
      else delete next[investorId];
      return next;
    });

  /** The goals chosen for these recipients (the server refuses one for anyone else). */
  const goalIdsFor = (recipients: readonly string[]) => {
    const picked = Object.entries(goalChoice).filter(([id]) => recipients.includes(id));
    return picked.length > 0 ? { goalIds: Object.fromEntries(picked) } : {};
  };

  const sourceBody = (recipients: readonly string[]): SendSource | string => {
    if (source.kind === 'call') return { kind: 'call', callId: source.callId };
    const amount = rupeesTextToPaise(amountText, 9);
    if (amount === null || Number.isNaN(amount))
      return 'Enter the amount each client invests, in rupees';
    if (amount < MODEL_AMOUNT_MIN) return `At least ${formatRupees(MODEL_AMOUNT_MIN)}`;
    if (amount > MODEL_AMOUNT_MAX) return 'At most ₹1 crore';
    return { kind: 'model', modelId: source.modelId, amount, ...goalIdsFor(recipients) };
  };

  const submit = (options: { without?: readonly string[]; justify?: boolean } = {}) => {
    setFailure(null);
    setWaiting(false);
    const next: Record<string, string> = {};
    let to: CreateSuggestion['to'];
    if (options.without) {
      // "Send only to the others": the clients it would have reached, less those blocked.
      const reach =
        mode === 'clients'
          ? [...chosen]
          : clients.filter((c) => c.category === category).map((c) => c.id);
      to = { investorIds: reach.filter((id) => !options.without!.includes(id)) };
    } else {
      to = mode === 'clients' ? { investorIds: [...chosen] } : { category };
    }
    const from = sourceBody('investorIds' in to ? to.investorIds : []);
    if (typeof from === 'string') next.amount = from;
    if ('investorIds' in to && to.investorIds.length === 0) {
      next.to = options.without ? 'No other client to send it to' : 'Choose at least one client';
    }
    if (message.trim().length > MESSAGE_MAX) next.message = `At most ${MESSAGE_MAX} characters`;
    if (options.justify && justification.trim().length < JUSTIFICATION_MIN) {
      next.justification = `Explain in at least ${JUSTIFICATION_MIN} characters`;
    }
    setProblems(next);
    if (Object.keys(next).length > 0 || typeof from === 'string') return;
    const body: CreateSuggestion = {
      sendId: crypto.randomUUID(),
      source: from,
      to,
      ...(message.trim() && { message: message.trim() }),
      ...(options.justify && { justification: justification.trim() }),
    };
    send.mutate(
      { body, title },
      {
        onSuccess: (outcome) => {
          if (outcome.state === 'waiting') {
            setWaiting(true);
            return;
          }
          setBlocked(null);
          setSent(outcome.sent);
          onSent?.(outcome.sent);
        },
        onError: (error) => {
          const found = blockedOf(error);
          if (found) {
            setBlocked(found);
            return;
          }
          setFailure(isApiError(error) ? error.message : 'It could not be sent. Try again.');
        },
      },
    );
  };

  if (sent) {
    return (
      <>
        <Dialog.Body>
          <FormAlert
            status="success"
            title={`Sent to ${sent.suggestions.length} ${sent.suggestions.length === 1 ? 'client' : 'clients'}`}
          >
            They see it under Suggestions and get a notice in the app.
          </FormAlert>
          <List.Root mt={3} gap={1} ps={5}>
            {sent.suggestions.map((s) => (
              <List.Item key={s.suggestionId}>
                {s.name}
                {s.outcome === 'overridden' ? ' (sent with your justification)' : ''}
              </List.Item>
            ))}
          </List.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Button colorPalette="purple" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </Dialog.Footer>
      </>
    );
  }

  return (
    <>
      <Dialog.Body>
        <Stack gap={4}>
          {failure ? <FormAlert status="error" title={failure} /> : null}
          {waiting ? (
            <FormAlert status="info" title="Not sent yet">
              You seem to be offline. It is kept on this device; confirm it again when you are
              online, so each client’s suitability is checked then.
            </FormAlert>
          ) : null}
          {blocked ? (
            <BlockedPanel
              blocked={blocked}
              justification={justification}
              onJustification={setJustification}
              justificationError={problems.justification}
              othersError={problems.to}
              pending={send.isPending}
              onOthers={() => submit({ without: blocked.blocked.map((b) => b.investorId) })}
              onJustify={() => submit({ justify: true })}
            />
          ) : null}

          <chakra.fieldset disabled={blocked !== null}>
            <Text as="legend" fontWeight="medium" textStyle="sm" mb={2}>
              Send to
            </Text>
            <HStack gap={4} wrap="wrap">
              {(
                [
                  ['clients', 'Chosen clients'],
                  ['category', 'Every client of a category'],
                ] as const
              ).map(([value, label]) => (
                <chakra.label
                  key={value}
                  display="flex"
                  gap={2}
                  alignItems="center"
                  cursor="pointer"
                >
                  <input
                    type="radio"
                    name="send-mode"
                    value={value}
                    checked={mode === value}
                    onChange={() => setMode(value)}
                  />
                  {label}
                </chakra.label>
              ))}
            </HStack>
          </chakra.fieldset>

          {mode === 'clients' ? (
            <chakra.fieldset
              disabled={blocked !== null}
              aria-describedby={problems.to ? 'send-to-error' : undefined}
            >
              <Text as="legend" srOnly>
                Clients
              </Text>
              {list.isPending ? (
                <HStack>
                  <Spinner size="sm" />
                  <Text>Loading your clients…</Text>
                </HStack>
              ) : list.isError ? (
                <FormAlert status="error" title="Your clients could not be loaded">
                  <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
                    Try again
                  </Button>
                </FormAlert>
              ) : clients.length === 0 ? (
                <Text color="fg.muted">You have no clients yet.</Text>
              ) : (
                <Stack gap={2}>
                  {defaultCategories.length > 0 ? (
                    <Button
                      size="xs"
                      variant="outline"
                      alignSelf="flex-start"
                      onClick={() => setChosen(new Set(clients.filter(suits).map((c) => c.id)))}
                    >
                      Choose the clients it suits
                    </Button>
                  ) : null}
                  {clients.map((client) => (
                    <Stack key={client.id} gap={1}>
                      <chakra.label display="flex" gap={2} alignItems="center" cursor="pointer">
                        <chakra.input
                          type="checkbox"
                          w="5"
                          h="5"
                          accentColor="purple.600"
                          checked={chosen.has(client.id)}
                          onChange={() => toggle(client.id)}
                        />
                        <Text as="span">{client.name}</Text>
                        <Badge
                          size="sm"
                          variant={suits(client) ? 'solid' : 'outline'}
                          colorPalette={suits(client) ? 'green' : 'gray'}
                        >
                          {categoryLabel(client.category)}
                        </Badge>
                      </chakra.label>
                      {source.kind === 'model' && chosen.has(client.id) ? (
                        <chakra.div ps={7}>
                          <ClientGoalPicker
                            investorId={client.id}
                            clientName={client.name}
                            goalType={source.goalType}
                            value={goalChoice[client.id]}
                            onChange={(goalId) => chooseGoal(client.id, goalId)}
                            disabled={blocked !== null}
                          />
                        </chakra.div>
                      ) : null}
                    </Stack>
                  ))}
                </Stack>
              )}
              <HintAndError id="send-to" error={problems.to} />
            </chakra.fieldset>
          ) : (
            <PlainField id="send-category" label="Risk category">
              <chakra.select
                id="send-category"
                css={[input, { appearance: 'auto', pe: 2 }]}
                value={category}
                disabled={blocked !== null}
                onChange={(event) => {
                  const picked = RISK_CATEGORY_IDS.find((id) => id === event.target.value);
                  if (picked) setCategory(picked);
                }}
              >
                {RISK_CATEGORY_IDS.map((id) => (
                  <option key={id} value={id}>
                    {RISK_CATEGORIES[id].label}
                    {defaultCategories.includes(id) ? ' (suits)' : ''} ·{' '}
                    {clients.filter((c) => c.category === id).length} clients
                  </option>
                ))}
              </chakra.select>
            </PlainField>
          )}
          {mode === 'category' && source.kind === 'model' ? (
            <Text textStyle="sm" color="fg.muted">
              To link the model to a client’s goal, send it to chosen clients.
            </Text>
          ) : null}

          {source.kind === 'model' ? (
            <PlainField
              id="send-amount"
              label="Amount each client invests, ₹"
              error={problems.amount}
              hint="₹1,000 to ₹1 crore"
            >
              <chakra.input
                id="send-amount"
                css={input}
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                disabled={blocked !== null}
                aria-invalid={problems.amount ? true : undefined}
                aria-describedby={describedBy({
                  id: 'send-amount',
                  error: problems.amount,
                  hint: '₹1,000 to ₹1 crore',
                })}
                onChange={(event) => setAmountText(event.target.value)}
              />
            </PlainField>
          ) : null}

          <PlainField
            id="send-message"
            label="Message (optional)"
            error={problems.message}
            hint={source.kind === 'call' ? 'Left empty, the call’s rationale is sent' : undefined}
          >
            <chakra.textarea
              id="send-message"
              css={[input, { minH: '4.5rem', py: 2 }]}
              value={message}
              disabled={blocked !== null}
              aria-invalid={problems.message ? true : undefined}
              onChange={(event) => setMessage(event.target.value)}
            />
          </PlainField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {blocked ? (
          <Button variant="ghost" onClick={() => setBlocked(null)}>
            Change the recipients
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button colorPalette="purple" loading={send.isPending} onClick={() => submit()}>
              Send
            </Button>
          </>
        )}
      </Dialog.Footer>
    </>
  );
}

interface BlockedPanelProps {
  blocked: Blocked;
  justification: string;
  onJustification: (text: string) => void;
  justificationError: string | undefined;
  othersError: string | undefined;
  pending: boolean;
  onOthers: () => void;
  onJustify: () => void;
}

function BlockedPanel(props: BlockedPanelProps) {
  const { blocked } = props;
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const hint = `At least ${JUSTIFICATION_MIN} characters; kept with each override for the records`;
  return (
    <Stack gap={3} borderWidth="1px" borderColor="orange.emphasized" borderRadius="l2" p={3}>
      <FormAlert
        status="error"
        title={`Not suitable for ${blocked.blocked.length} ${blocked.blocked.length === 1 ? 'client' : 'clients'}: nothing was sent`}
      />
      <List.Root gap={2} ps={0} listStyleType="none">
        {blocked.blocked.map((client) => (
          <List.Item key={client.investorId}>
            <Text fontWeight="semibold">
              {client.name} · {categoryLabel(client.category)}
            </Text>
            <List.Root ps={5} textStyle="sm">
              {client.findings.map((finding) => (
                <List.Item key={finding.rule}>{finding.detail}</List.Item>
              ))}
            </List.Root>
          </List.Item>
        ))}
      </List.Root>
      <Button size="sm" variant="outline" loading={props.pending} onClick={props.onOthers}>
        Send only to the others
      </Button>
      <HintAndError id="send-others" error={props.othersError} />
      <PlainField
        id="send-justification"
        label="Or send to all, with your reason"
        error={props.justificationError}
        hint={hint}
      >
        <chakra.textarea
          id="send-justification"
          css={[input, { minH: '4.5rem', py: 2 }]}
          value={props.justification}
          aria-invalid={props.justificationError ? true : undefined}
          aria-describedby={describedBy({
            id: 'send-justification',
            error: props.justificationError,
            hint,
          })}
          onChange={(event) => props.onJustification(event.target.value)}
        />
      </PlainField>
      <Button size="sm" colorPalette="orange" loading={props.pending} onClick={props.onJustify}>
        Send to all with this justification
      </Button>
    </Stack>
  );
}
