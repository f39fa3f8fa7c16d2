import { loadAmplify } from '@/auth/amplify/load-amplify';

/**
 * Sends a verification code to the mobile number: a new number is saved first (Cognito then
 * sends the code itself); the saved, unverified one gets a fresh code.
 */
export async function sendPhoneCode(phone: string, savedPhone: string | null): Promise<void> {
  const auth = await loadAmplify();
  if (phone !== savedPhone) {
    await auth.updateUserAttributes({ userAttributes: { phone_number: phone } });
    return;
  }
  await auth.sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
}
