import { Button, chakra, HStack, Text, useRecipe } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { describedBy, PlainField } from '@/ui/plain-field';
import { useCreateStrategy } from '../api/strategy-create';
import { useUpdateStrategy } from '../api/strategy-update';
import { STRATEGY_NAME_MAX, type StrategyParams } from '../model/contract';
import type { StrategySource } from '../model/strategy-source';

// "Save strategy" (issue 14, Deliver 3): a name, then the outbox (a silent write with an id
// made here), so saving works offline and says it is sent later. A saved strategy can also take
// the new rules under its own name.

interface SaveStrategyProps {
  source: StrategySource;
  /** The parameters of the results on screen. */
  params: StrategyParams;
  /** The panel holds changes not run yet (they are not what gets saved). */
  unrun: boolean;
}

type Outcome = 'sent' | 'queued' | null;

export function SaveStrategy({ source, params, unrun }: SaveStrategyProps) {
  const id = useId();
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  const create = useCreateStrategy();
  const update = useUpdateStrategy();
  const [name, setName] = useState(source.kind === 'library' ? `My ${source.name}` : source.name);
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const failure = create.error ?? update.error;
  const busy = create.isPending || update.isPending;

  const send = (mode: 'create' | 'update') => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setError('Give the strategy a name');
      return;
    }
    if (trimmed.length > STRATEGY_NAME_MAX) {
      setError(`A name is at most ${STRATEGY_NAME_MAX} characters`);
      return;
    }
    setError(undefined);
    setOutcome(null);
    const done = {
      onSuccess: (result: { state: string }) =>
        setOutcome(result.state === 'sent' ? 'sent' : 'queued'),
    };
    if (mode === 'update' && source.savedId) {
      update.mutate({ id: source.savedId, name: trimmed, params }, done);
    } else {
      create.mutate({ id: crypto.randomUUID(), name: trimmed, params }, done);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send('create');
  };
  const fieldError = error ?? fieldErrorsOf(failure).name;
  const hint = unrun
    ? 'Saves the settings of the results shown: run your changes first to save them.'
    : 'Saved strategies are listed under Strategies, for you only.';
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap={3}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <Text as="h2" id={`${id}-title`} fontWeight="semibold" textStyle="lg">
        Save this strategy
      </Text>
      <PlainField id={`${id}-name`} label="Name" hint={hint} error={fieldError}>
        <chakra.input
          id={`${id}-name`}
          css={input}
          value={name}
          maxLength={STRATEGY_NAME_MAX + 10}
          autoComplete="off"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy({ id: `${id}-name`, error: fieldError, hint })}
          onChange={(event) => setName(event.target.value)}
        />
      </PlainField>
      <HStack gap={2} flexWrap="wrap">
        <Button type="submit" colorPalette="purple" variant="outline" loading={busy}>
          Save as a new strategy
        </Button>
        {source.savedId ? (
          <Button
            type="button"
            variant="ghost"
            colorPalette="purple"
            onClick={() => send('update')}
          >
            Save changes to {source.name}
          </Button>
        ) : null}
      </HStack>
      {failure && !fieldError ? <FormAlert status="error" title={failure.message} /> : null}
      {outcome === 'sent' ? (
        <FormAlert status="success" title="Saved. It is listed under Your strategies." />
      ) : null}
      {outcome === 'queued' ? (
        <FormAlert status="info" title="Saved on this device">
          It is sent when you are back online, and listed under Your strategies meanwhile.
        </FormAlert>
      ) : null}
    </chakra.form>
  );
}
