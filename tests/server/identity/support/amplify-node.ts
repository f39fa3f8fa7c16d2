import type { KeyValueStorageInterface } from 'aws-amplify/utils';

/** Amplify keeps tokens in localStorage in a browser; Node has none. */
export function memoryStorage(): KeyValueStorageInterface {
  const items = new Map<string, string>();
  return {
    setItem: (key, value) => Promise.resolve(void items.set(key, value)),
    getItem: (key) => Promise.resolve(items.get(key) ?? null),
    removeItem: (key) => Promise.resolve(void items.delete(key)),
    clear: () => Promise.resolve(items.clear()),
  };
}

export interface CognitoCall {
  target: string;
  /** The auth flow or challenge, when the call has one. */
  detail: string | undefined;
}

/** Records the Cognito operations Amplify sends to `endpoint`, to show which paths it took. */
export function recordCognitoCalls(endpoint: string): CognitoCall[] {
  const calls: CognitoCall[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(endpoint)) {
      const headers = new Headers(init?.headers);
      const target = headers.get('x-amz-target')?.split('.')[1] ?? '';
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const detail = body.AuthFlow ?? body.ChallengeName;
      calls.push({ target, detail: typeof detail === 'string' ? detail : undefined });
    }
    return realFetch(input, init);
  };
  return calls;
}
