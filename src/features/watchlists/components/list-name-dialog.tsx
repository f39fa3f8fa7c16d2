import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Stack,
  useRecipe,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState, type FormEvent } from 'react';
import { describedBy, PlainField } from '@/ui/plain-field';
import { NAME_MAX, NAME_PROBLEM_TEXT, nameProblem, normalName } from '../model/rules';

// Names a new list or renames one, checked here as the server checks (1 to 40 characters,
// unique among the investor's lists ignoring case) so the answer comes before anything is sent.

interface ListNameDialogProps {
  /** What the dialog is for; null when closed. */
  mode: { kind: 'create' } | { kind: 'rename'; id: string; name: string } | null;
  lists: ReadonlyArray<{ id: string; name: string }>;
  onSave: (name: string) => void;
  onClose: () => void;
}

export function ListNameDialog({ mode, lists, onSave, onClose }: ListNameDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={mode !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {mode ? (
              <NameForm
                mode={mode}
                lists={lists}
                onSave={(name) => {
                  onSave(name);
                  onClose();
                }}
              />
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function NameForm({
  mode,
  lists,
  onSave,
}: Pick<ListNameDialogProps, 'lists' | 'onSave'> & {
  mode: NonNullable<ListNameDialogProps['mode']>;
}) {
  const [name, setName] = useState(mode.kind === 'rename' ? mode.name : '');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const inputStyles = useRecipe({ key: 'input' })({ size: 'md' });
  const hint = `Up to ${NAME_MAX} characters`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name, lists, mode.kind === 'rename' ? mode.id : undefined);
    if (problem) {
      setError(NAME_PROBLEM_TEXT[problem]);
      return;
    }
    onSave(normalName(name));
  };
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{mode.kind === 'create' ? 'New list' : `Rename ${mode.name}`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={3}>
          <PlainField id={id} label="Name" error={error} hint={hint}>
            <chakra.input
              id={id}
              autoComplete="off"
              maxLength={NAME_MAX + 10}
              css={inputStyles}
              value={name}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy({ id, error, hint })}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          </PlainField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette="purple">
            {mode.kind === 'create' ? 'Create list' : 'Save name'}
          </Button>
        </HStack>
      </Dialog.Footer>
    </chakra.form>
  );
}
