import { loadAmplify } from '@/auth/amplify/load-amplify';

export async function confirmPhone(code: string): Promise<void> {
  const auth = await loadAmplify();
  await auth.confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: code });
}
