import { loadAmplify } from '@/auth/amplify/load-amplify';
import { PRODUCT_NAME } from '@/config';

export interface TotpSetup {
  secret: string;
  /** otpauth:// address for the QR code. */
  uri: string;
}

/** Starts authenticator-app set-up: a new secret for the app to hold. */
export async function setUpTotp(accountName: string | null): Promise<TotpSetup> {
  const auth = await loadAmplify();
  const details = await auth.setUpTOTP();
  return {
    secret: details.sharedSecret,
    uri: details.getSetupUri(PRODUCT_NAME, accountName ?? undefined).toString(),
  };
}
