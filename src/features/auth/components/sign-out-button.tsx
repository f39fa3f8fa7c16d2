import { Button } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AuthSession } from '@/auth/session';

/** Signs out (Amplify tokens, session hash, profile, cached data), then goes to Login. */
export function SignOutButton({ session }: { session: AuthSession }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await session.signOut();
    } finally {
      setPending(false);
    }
    await router.navigate({ to: '/login', replace: true });
  };
  return (
    <Button size="sm" variant="outline" loading={pending} onClick={() => void signOut()}>
      Sign out
    </Button>
  );
}
