import { loadAmplify } from '@/auth/amplify/load-amplify';
import type { MfaMethod } from '../model';

export type MfaChanges = Partial<Record<MfaMethod, boolean>>;

const setting = (on: boolean | undefined) =>
  on === undefined ? undefined : on ? ('PREFERRED' as const) : ('DISABLED' as const);

/** Turns MFA methods on (the one turned on becomes the preferred one) or off. */
export async function updateMfaPreference(changes: MfaChanges): Promise<void> {
  const auth = await loadAmplify();
  await auth.updateMFAPreference({ sms: setting(changes.SMS), totp: setting(changes.TOTP) });
}
