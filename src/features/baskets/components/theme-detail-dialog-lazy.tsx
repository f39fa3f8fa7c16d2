import { lazyWhenOpen } from '@/ui/lazy-when-open';
import type { ThemeDetailDialogProps } from './theme-detail-dialog';

// A ready-made basket's detail, loaded the first time one opens (issue 19, first-load budgets):
// the theme list imports it from here, so Chakra's Dialog machinery (and the history chart's
// wrapper) stay out of the baskets screens' first visit.

export const ThemeDetailDialog = lazyWhenOpen(
  () => import('./theme-detail-dialog').then((m) => m.ThemeDetailDialog),
  (props: ThemeDetailDialogProps) => props.theme !== null,
);

/** For an opener's pointerenter and focus: starts the download before the click. */
export const preloadThemeDetail = () => void ThemeDetailDialog.preload();
