import { useEffect, useState } from 'react';
import type { AuthConfig } from '@/auth/amplify/auth-config';

const loadAuthConfig = () =>
  import('@/auth/amplify/load-amplify').then((module) => module.loadAuthConfig());

/**
 * The server's identity settings (the dev mailbox address among them), or null until they are
 * known or when they cannot be had. Not a TanStack query: loadAuthConfig already fetches them
 * once per page load, and useQuery's observer (about 3 KiB gzip) would join the first visit of
 * the public code-entry pages (issue 19), as would the loader if it were imported statically.
 */
export function useAuthConfig(): AuthConfig | null {
  const [config, setConfig] = useState<AuthConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadAuthConfig().then(
      (loaded) => {
        if (live) setConfig(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
