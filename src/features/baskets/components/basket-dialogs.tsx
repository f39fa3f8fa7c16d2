import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Stack,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { describedBy, PlainField } from '@/ui/plain-field';
import { NAME_MAX } from '../model/contract';

// Rename a basket, and delete one after a clear confirmation. Both go through the outbox, so
// they work offline and show at once.

function BasketDialog({
  open,
  onClose,
  children,
  role,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  role?: 'alertdialog';
}) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      role={role}
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
          <Dialog.Content mx={4}>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The name checked as the server checks it: 1 to 60 characters once trimmed. */
export function basketNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the basket a name';
  if (trimmed.length > NAME_MAX) return `A basket’s name is at most ${NAME_MAX} characters`;
  return null;
}

export interface RenameBasketDialogProps {
  open: boolean;
  name: string;
  /** Said under the name: what else saving does (weights worked out again). */
  note?: string | undefined;
  onSave: (name: string) => void;
  onClose: () => void;
}

export function RenameBasketDialog({ open, name, note, onSave, onClose }: RenameBasketDialogProps) {
  return (
    <BasketDialog open={open} onClose={onClose}>
      <RenameForm
        name={name}
        note={note}
        onSave={(next) => {
          onSave(next);
          onClose();
        }}
      />
    </BasketDialog>
  );
}

function RenameForm({
  name: current,
  note,
  onSave,
}: {
  name: string;
  note: string | undefined;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const inputStyles = useRecipe({ key: 'input' })({ size: 'md' });
  const hint = `Up to ${NAME_MAX} characters`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = basketNameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    onSave(name.trim());
  };
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Rename {current}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
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
        {note ? (
          <Text mt={3} fontSize="sm" color="fg.muted">
            {note}
          </Text>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <HStack>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette="purple">
            Save name
          </Button>
        </HStack>
      </Dialog.Footer>
    </chakra.form>
  );
}

export interface DeleteBasketDialogProps {
  open: boolean;
  name: string;
  hasSip: boolean;
  onDelete: () => void;
  onClose: () => void;
}

export function DeleteBasketDialog({
  open,
  name,
  hasSip,
  onDelete,
  onClose,
}: DeleteBasketDialogProps) {
  return (
    <BasketDialog open={open} onClose={onClose} role="alertdialog">
      <Dialog.Header>
        <Dialog.Title>Delete {name}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={2}>
          <Text>
            The basket and its target weights go{hasSip ? ', and its SIP stops' : ''}. The shares it
            bought stay in your holdings: nothing is sold.
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Keep it</Button>
          </Dialog.ActionTrigger>
          <Button
            colorPalette="red"
            onClick={() => {
              onDelete();
              onClose();
            }}
          >
            Delete basket
          </Button>
        </HStack>
      </Dialog.Footer>
    </BasketDialog>
  );
}
