import { loadAmplify } from '@/auth/amplify/load-amplify';

// The name the app calls the investor is an attribute of their sign-in account (Cognito `name`):
// changed through the identity service, then the session is refreshed so that the next id token,
// which the server's profile follows, carries it. The name on the PAN is the KYC's, not this.

export const NAME_MAX = 80;

export function checkName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Enter the name you would like us to use';
  if (trimmed.length > NAME_MAX) return `At most ${NAME_MAX} characters`;
  if (/[<>{}]/.test(trimmed) || [...trimmed].some((char) => char < ' ')) {
    return 'Use letters, spaces and simple punctuation';
  }
  return null;
}

export async function saveProfileName(name: string): Promise<void> {
  const auth = await loadAmplify();
  await auth.updateUserAttributes({ userAttributes: { name: name.trim() } });
  await auth.fetchAuthSession({ forceRefresh: true });
}
