import { loadAmplify } from '@/auth/amplify/load-amplify';

export interface ConfirmResetPasswordInput {
  username: string;
  code: string;
  newPassword: string;
}

export async function confirmResetPassword(input: ConfirmResetPasswordInput): Promise<void> {
  const auth = await loadAmplify();
  await auth.confirmResetPassword({
    username: input.username,
    confirmationCode: input.code,
    newPassword: input.newPassword,
  });
}
