import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import * as z from 'zod/mini';
import { STORAGE_PREFIX } from '@/config';

// Answers in progress, kept on this device per user (IndexedDB) so that a reload or a lost tab
// resumes the questionnaire where it was. Only this user's draft is read: the key is their sub.

const draftSchema = z.object({
  v: z.literal(1),
  version: z.number(),
  answers: z.record(z.string(), z.string()),
  step: z.number(),
  savedAt: z.number(),
});
export type RiskDraft = z.infer<typeof draftSchema>;

let store: UseStore | null = null;
// Opened on first use, in a database of its own (idb-keyval's stores are one per database).
const draftStore = () => (store ??= createStore(`${STORAGE_PREFIX}-risk-profile-draft`, 'drafts'));

const available = () => typeof indexedDB !== 'undefined';

/** The user's draft, or null (none, unreadable, or a device without IndexedDB). */
export async function readRiskDraft(sub: string): Promise<RiskDraft | null> {
  if (!available()) return null;
  try {
    const parsed = draftSchema.safeParse(await get<unknown>(sub, draftStore()));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn('Risk profile: the saved answers could not be read', error);
    return null;
  }
}

export async function saveRiskDraft(sub: string, draft: Omit<RiskDraft, 'v'>): Promise<void> {
  if (!available()) return;
  try {
    await set(sub, { v: 1, ...draft }, draftStore());
  } catch (error) {
    // Losing a draft costs a few taps; the questionnaire carries on.
    console.warn('Risk profile: the answers could not be saved on this device', error);
  }
}

export async function clearRiskDraft(sub: string): Promise<void> {
  if (!available()) return;
  try {
    await del(sub, draftStore());
  } catch (error) {
    console.warn('Risk profile: the saved answers could not be removed', error);
  }
}
