import { del, get, set } from 'idb-keyval';
import * as z from 'zod/mini';
import { createReconnectingStore } from '@/cache/idb-store';
import { STORAGE_PREFIX } from '@/config';
import { kycDraftSchema } from '../model/kyc-rules';
import type { TimedDraft } from '../model/kyc-form';

// The KYC form as typed, kept on this device per user (IndexedDB, keyed by their sub), so that
// closing the app or losing the signal loses nothing. Validated when read back: storage is a
// boundary too (an older version, another tab).

const storedSchema = z.object({ v: z.literal(1), draft: kycDraftSchema, savedAt: z.number() });

let store: ReturnType<typeof createReconnectingStore> | null = null;
// Opened on first use, in a database of its own (idb-keyval keeps one store per database).
const draftStore = () =>
  (store ??= createReconnectingStore(`${STORAGE_PREFIX}-kyc-draft`, 'drafts'));
const available = () => typeof indexedDB !== 'undefined';

export async function readLocalKycDraft(sub: string): Promise<TimedDraft | null> {
  if (!available()) return null;
  try {
    const parsed = storedSchema.safeParse(await get<unknown>(sub, draftStore()));
    return parsed.success ? { draft: parsed.data.draft, savedAt: parsed.data.savedAt } : null;
  } catch (error) {
    console.warn('KYC: the draft on this device could not be read', error);
    return null;
  }
}

/** Answers whether the draft is now kept on this device. */
export async function writeLocalKycDraft(sub: string, draft: TimedDraft): Promise<boolean> {
  if (!available()) return false;
  try {
    await set(sub, { v: 1, ...draft }, draftStore());
    return true;
  } catch (error) {
    // The server copy (when online) still keeps it; the form carries on.
    console.warn('KYC: the draft could not be kept on this device', error);
    return false;
  }
}

export async function clearLocalKycDraft(sub: string): Promise<void> {
  if (!available()) return;
  try {
    await del(sub, draftStore());
  } catch (error) {
    console.warn('KYC: the draft on this device could not be removed', error);
  }
}
