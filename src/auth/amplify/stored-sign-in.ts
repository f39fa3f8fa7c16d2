// Amplify keeps the signed-in user under `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`
// in local storage. Without such a key nobody is signed in, and the app can say so without loading
// Amplify or its settings (the first visit to /login stays within its bundle budget). A key of an
// older app client only costs a needless load: Amplify then finds no tokens.

const PREFIX = 'CognitoIdentityServiceProvider.';
const SUFFIX = '.LastAuthUser';

export const lastAuthUserKey = (clientId: string) => `${PREFIX}${clientId}${SUFFIX}`;

/** Whether local storage holds an Amplify sign-in. */
export function hasStoredSignIn(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(PREFIX) && key.endsWith(SUFFIX)) return true;
    }
    return false;
  } catch {
    return false;
  }
}
