import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { AddAllForm } from './add-all-form';

// "Add all to watchlist": pick one of the investor's lists, or name a new one, and the scan's
// stocks are added to it (through the outbox, so it works offline).

interface AddAllDialogProps {
  open: boolean;
  symbols: readonly string[];
  onClose: () => void;
}

export function AddAllDialog({ open, symbols, onClose }: AddAllDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
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
              <Dialog.Title>
                Add {symbols.length === 1 ? '1 stock' : `${symbols.length} stocks`} to a watchlist
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <AddAllForm symbols={symbols} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                Close
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
