import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

// The calendar's dialogs: centred on a tablet, a sheet from the bottom on a phone.

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Phone: slide up from the bottom, full width. */
  sheet: boolean;
  children: ReactNode;
}

export function DialogFrame({ open, onClose, title, sheet, children }: DialogFrameProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement={sheet ? 'bottom' : 'center'}
      motionPreset={sheet ? 'slide-in-bottom' : 'scale'}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            mx={sheet ? 0 : 4}
            mb={sheet ? 0 : undefined}
            maxW={sheet ? '100%' : 'lg'}
            borderBottomRadius={sheet ? 0 : undefined}
          >
            <Dialog.Header pe={12}>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
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
