import type * as amplifyAuthModule from './amplify-auth';

// The single way into Amplify. It is loaded on demand: when a session is stored, when a sign-in
// form is focused or the browser is idle (warm), or on submit.

export type AmplifyAuth = (typeof amplifyAuthModule)['amplifyAuth'];

const importAmplify = () => import('./amplify-auth');

/** The server's identity settings; their schema stays out of the first visit's bundle too. */
export const loadAuthConfig = () =>
  import('./auth-config').then((module) => module.loadAuthConfig());

let ready: Promise<AmplifyAuth> | null = null;

/** Amplify's auth API, configured with the server's identity settings. */
export function loadAmplify(): Promise<AmplifyAuth> {
  if (ready) return ready;
  const loading = Promise.all([importAmplify(), loadAuthConfig()]).then(([module, config]) => {
    module.configureAmplify(config);
    return module.amplifyAuth;
  });
  loading.catch(() => {
    if (ready === loading) ready = null;
  });
  ready = loading;
  return loading;
}

/** Fetches the Amplify chunk and the identity settings ahead of a submit; never fails. */
export function warmAmplify() {
  loadAmplify().catch(() => undefined);
}
