import { useCallback, useEffect, useRef, useState } from 'react';
import { draftOf, type KycValues } from '../model/kyc-form';
import type { KycDraft } from '../model/kyc-rules';
import { writeLocalKycDraft } from './kyc-local-draft';
import { saveKycDraft } from './kyc-save-draft';

/** How long typing must pause before the draft goes to the server. */
export const SERVER_SAVE_DELAY_MS = 1500;

export type AutosaveState = 'idle' | 'device' | 'saving' | 'saved' | 'queued';

/**
 * Saves the KYC form as it is typed: on this device at once (IndexedDB, per user), and to the
 * server after a pause, through the outbox (kept and sent later when offline). A save still
 * waiting when the form closes is sent then, so leaving the screen loses nothing.
 */
export function useKycAutosave(sub: string) {
  const [state, setState] = useState<AutosaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<KycDraft | null>(null);

  const sendPending = useCallback(() => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = null;
    if (!draft) return;
    setState('saving');
    saveKycDraft(draft).then(
      (result) => setState(result.state === 'sent' ? 'saved' : 'queued'),
      // Refused (e.g. already submitted elsewhere): the device copy stays; the submit says why.
      () => setState('device'),
    );
  }, []);

  const save = useCallback(
    (values: KycValues) => {
      const draft = draftOf(values);
      void writeLocalKycDraft(sub, { draft, savedAt: Date.now() }).then((kept) => {
        if (kept) setState((now) => (now === 'saving' ? now : 'device'));
      });
      pending.current = draft;
      clearTimeout(timer.current);
      timer.current = setTimeout(sendPending, SERVER_SAVE_DELAY_MS);
    },
    [sub, sendPending],
  );

  /** Before submit: the submit carries everything, a late draft save would only be refused. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  useEffect(() => sendPending, [sendPending]);

  return { state, save, cancel };
}
