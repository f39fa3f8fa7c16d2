import { Button, chakra, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState } from 'react';
import { LOST_REASON_MAX } from '../model/contract';
import { TextAreaField } from '@/ui/form-fields';

// Moving a lead to Lost asks why (the server refuses a lost lead without a reason).

export interface LeadLostDialogProps {
  /** The lead's name while asking; null when closed. */
  name: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

export function LeadLostDialog({ name, onCancel, onConfirm }: LeadLostDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={name !== null}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      placement="center"
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 2, sm: 4 }} maxW="md">
            <Dialog.Header>
              <Dialog.Title>Why was {name} lost?</Dialog.Title>
            </Dialog.Header>
            <ReasonForm onCancel={onCancel} onConfirm={onConfirm} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ReasonForm({ onCancel, onConfirm }: Omit<LeadLostDialogProps, 'name'>) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <chakra.form
      display="contents"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError('Say why the lead was lost');
          return;
        }
        onConfirm(reason.trim());
      }}
    >
      <Dialog.Body>
        <Stack gap={3}>
          <TextAreaField
            id={id}
            label="Reason"
            hint="For example: chose another adviser, not ready to invest"
            value={reason}
            maxLength={LOST_REASON_MAX}
            onValue={setReason}
            error={error}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="red">
          Move to Lost
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
