import * as z from 'zod/mini';
import { basketCreateSchema } from './contract';

// Baskets made on this device that the server does not have yet (an offline save waiting in the
// outbox, or one it refused), listed beside the saved ones so nothing the investor built seems
// lost. A basket the server lists already is not repeated.

export const BASKET_CREATE_KIND = 'basket-create';

export interface WaitingBasket {
  id: string;
  name: string;
  stocks: number;
  /** pending: will be sent; failed: the server refused it (with why). */
  state: 'pending' | 'needs-confirm' | 'failed';
  lastError: string | null;
}

interface OutboxLike {
  kind: string;
  body?: unknown;
  state: WaitingBasket['state'];
  lastError?: string;
}

const bodySchema = z.extend(basketCreateSchema, { id: z.string() });

export function waitingBaskets(
  items: readonly OutboxLike[],
  saved: readonly { basketId: string }[],
): WaitingBasket[] {
  const known = new Set(saved.map((basket) => basket.basketId));
  return items.flatMap((item) => {
    if (item.kind !== BASKET_CREATE_KIND) return [];
    const body = bodySchema.safeParse(item.body);
    if (!body.success || known.has(body.data.id)) return [];
    return [
      {
        id: body.data.id,
        name: body.data.name,
        stocks: body.data.stocks.length,
        state: item.state,
        lastError: item.lastError ?? null,
      },
    ];
  });
}
