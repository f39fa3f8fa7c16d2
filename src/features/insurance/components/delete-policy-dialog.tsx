import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { usePolicyWrite } from '../api/policy-write';
import { policyName, type PolicyRow } from '../model/policy-list';

// Asks before a policy goes; offline the deletion waits in the outbox like any other write.

export interface DeletePolicyDialogProps {
  policy: PolicyRow | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: (name: string, state: 'sent' | 'queued') => void;
}

export function DeletePolicyDialog({ policy, onOpenChange, onDeleted }: DeletePolicyDialogProps) {
  const write = usePolicyWrite();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={policy !== null}
      onOpenChange={(details) => {
        if (!details.open) setFailure(null);
        onOpenChange(details.open);
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4} maxW="md">
            <Dialog.Header>
              <Dialog.Title>Delete {policy ? policyName(policy) : 'the policy'}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                {failure ? <FormAlert status="error" title={failure} /> : null}
                <Text>
                  It leaves your list and your calendar’s premium reminders. The policy itself, with
                  your insurer, is not affected.
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
                onClick={() => {
                  if (!policy) return;
                  const name = policyName(policy);
                  write.mutate(
                    { kind: 'delete', policyId: policy.policyId, name },
                    {
                      onSuccess: (result) => {
                        onOpenChange(false);
                        onDeleted(name, result.state === 'sent' ? 'sent' : 'queued');
                      },
                      onError: (error) =>
                        setFailure(
                          isApiError(error) ? error.message : 'It could not be deleted. Try again.',
                        ),
                    },
                  );
                }}
              >
                Delete the policy
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
