// The fake session: a flag the sign-in form sets. The project decides "nobody signed in" from
// local storage alone too (src/auth/amplify/stored-sign-in.ts).
const KEY = 'reference:signedin';

export const session = {
  signedIn: () => localStorage.getItem(KEY) !== null,
  signIn: (username: string) => localStorage.setItem(KEY, username),
};
