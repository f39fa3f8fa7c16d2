import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { SaveScanForm, type SaveChoice } from './save-scan-form';

// Saves the scan under a name (or saves changes to the saved scan that was opened), so it runs
// after every data update and says when new stocks match.

interface SaveScanDialogProps {
  /** The canonical text to save; null when closed. */
  expression: string | null;
  opened: { id: string; name: string } | null;
  takenNames: readonly string[];
  full: boolean;
  onSave: (choice: SaveChoice) => void;
  onClose: () => void;
}

export function SaveScanDialog({ expression, onClose, ...form }: SaveScanDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={expression !== null}
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
            <Dialog.Header>
              <Dialog.Title>Save the scan</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {expression !== null ? (
                <SaveScanForm
                  {...form}
                  expression={expression}
                  onSave={(choice) => {
                    form.onSave(choice);
                    onClose();
                  }}
                />
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                Cancel
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
