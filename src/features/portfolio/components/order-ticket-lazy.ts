import { lazyWhenOpen } from '@/ui/lazy-when-open';
import type { OrderTicketProps } from './order-ticket';

/**
 * The order ticket for screens that open it on a tap (holdings, open orders): its code, with
 * Chakra's Dialog, loads the first time it opens, not with the screen (issue 19). `preload` for
 * the opener's pointerenter or focus.
 */
export const LazyOrderTicket = lazyWhenOpen<OrderTicketProps>(
  () => import('./order-ticket').then((m) => m.OrderTicket),
  (p) => p.open,
);
