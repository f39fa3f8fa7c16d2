import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { useFamilyWrite } from '../api/family-write';
import type { FamilyDetail } from '../model/contract';

// Asks before a family goes (issue 15); its clients stay. Loaded when first opened (issue 19).

export interface DeleteFamilyDialogProps {
  detail: FamilyDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

export function DeleteFamilyDialog({
  detail,
  open,
  onOpenChange,
  onDeleted,
}: DeleteFamilyDialogProps) {
  const write = useFamilyWrite();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4} maxW="md">
            <Dialog.Header>
              <Dialog.Title>Delete the family {detail.name}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                {failure ? <FormAlert status="error" title={failure} /> : null}
                <Text>
                  The family goes; its{' '}
                  {detail.members.length === 1 ? 'client stays' : 'clients stay'} yours, with their
                  accounts and goals as they are.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Keep it
              </Button>
              <Button
                colorPalette="red"
                loading={write.isPending}
                onClick={() =>
                  write.mutate(
                    { kind: 'delete', familyId: detail.familyId, name: detail.name },
                    {
                      onSuccess: () => {
                        onOpenChange(false);
                        onDeleted();
                      },
                      onError: (error) =>
                        setFailure(
                          isApiError(error) ? error.message : 'It could not be deleted. Try again.',
                        ),
                    },
                  )
                }
              >
                Delete the family
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
