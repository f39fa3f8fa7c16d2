import * as z from 'zod/mini';
import { STORAGE_PREFIX } from '@/config';
import { storedFormSchema, type BasketForm } from '../model/basket-form';

// The create-a-basket form as typed, kept on this device per user (localStorage, keyed by their
// sub), so an error, a reload or a trip to the stock selection loses nothing. Checked when read
// back: storage is a boundary too (an older version, another tab). Cleared once the basket is
// in the outbox, which keeps it from then on.

const storedSchema = z.object({ v: z.literal(1), form: storedFormSchema });
const keyOf = (sub: string) => `${STORAGE_PREFIX}:basket-draft:${sub}`;
const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

export function readBasketDraft(sub: string): BasketForm | null {
  try {
    const raw = storage()?.getItem(keyOf(sub));
    if (!raw) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.form : null;
  } catch {
    return null;
  }
}

export function writeBasketDraft(sub: string, form: BasketForm): void {
  try {
    storage()?.setItem(keyOf(sub), JSON.stringify({ v: 1, form }));
  } catch (error) {
    // Full or blocked storage: the form carries on, only the draft is not kept.
    console.warn('Baskets: the draft could not be kept on this device', error);
  }
}

export function clearBasketDraft(sub: string): void {
  try {
    storage()?.removeItem(keyOf(sub));
  } catch {
    // Nothing to do: a draft that cannot be removed is read back and checked next time.
  }
}
