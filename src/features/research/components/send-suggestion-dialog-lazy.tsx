import { lazyWhenOpen } from '@/ui/lazy-when-open';
import type { SendSuggestionDialogProps } from './send-suggestion-dialog';

// The send dialog, loaded the first time it opens (issue 19, first-load budgets): the screens
// that offer "Send to clients" import it from here, never from its own module, so Chakra's
// Dialog machinery stays out of their first visit.

export const SendSuggestionDialog = lazyWhenOpen(
  () => import('./send-suggestion-dialog').then((m) => m.SendSuggestionDialog),
  (props: SendSuggestionDialogProps) => props.open,
);

/** For an opener's pointerenter and focus: starts the download before the click. */
export const preloadSendDialog = () => void SendSuggestionDialog.preload();
