// Amplify loads on demand, as in the project (src/auth/amplify/load-amplify.ts): /login needs
// none of it.
const loadAmplify = () => import('./amplify');

export interface Row {
  symbol: string;
  name: string;
  lastPaise: number;
  changeBasisPoints: number;
}

export const ROWS_PATH = '/api/rows';

/** The dashboard's GET, with the identity token as the project's API client sends it. */
export async function fetchRows(): Promise<Row[]> {
  const token = await (await loadAmplify()).idToken();
  const response = await fetch(ROWS_PATH, {
    headers: { Accept: 'application/json', Authorization: token ?? 'reference' },
  });
  if (!response.ok) throw new Error(`${ROWS_PATH} answered ${response.status}`);
  return (await response.json()) as Row[];
}

/** Warms the Amplify chunk before a submit, as the project does on the sign-in form. */
export const warmAmplify = () => void loadAmplify().catch(() => undefined);
