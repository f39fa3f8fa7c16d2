import { lazyWhenOpen } from '@/ui/lazy-when-open';
import type { DeleteBasketDialogProps, RenameBasketDialogProps } from './basket-dialogs';

// Rename and delete, loaded the first time either opens (issue 19, first-load budgets): the
// summary screen imports them from here, so Chakra's Dialog machinery stays out of its first
// visit. One module holds both, so loading one loads the other.

const load = () => import('./basket-dialogs');

export const RenameBasketDialog = lazyWhenOpen(
  () => load().then((m) => m.RenameBasketDialog),
  (props: RenameBasketDialogProps) => props.open,
);

export const DeleteBasketDialog = lazyWhenOpen(
  () => load().then((m) => m.DeleteBasketDialog),
  (props: DeleteBasketDialogProps) => props.open,
);

/** For an opener's pointerenter and focus: starts the download before the click. */
export const preloadBasketDialogs = () => void load();
