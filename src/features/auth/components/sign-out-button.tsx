import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AuthSession } from '@/auth/session';
import { headerPopover } from '@/ui/header-popover';
import { outbox, useOutboxItems } from '@/outbox';

/**
 * Signs out (Amplify tokens, session hash, profile, cached data), then goes to Login. With
 * writes still waiting to send it asks first: they belong to this user and are discarded with
 * the session, never sent under someone else's.
 */
export function SignOutButton({ session }: { session: AuthSession }) {
  const router = useRouter();
  const unsent = useOutboxItems().length;
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);
  const signOut = async (discard: boolean) => {
    setPending(true);
    try {
      if (discard) await outbox.discardAll();
      await session.signOut();
    } finally {
      setPending(false);
      setAsking(false);
    }
    await router.navigate({ to: '/login', replace: true });
  };
  const confirming = asking && unsent > 0;
  return (
    <Box position="relative">
      <Button
        size="sm"
        variant="outline"
        loading={pending && !confirming}
        aria-expanded={confirming}
        onClick={() => (unsent > 0 ? setAsking((value) => !value) : void signOut(false))}
      >
        Sign out
      </Button>
      {confirming ? (
        <Box
          role="alertdialog"
          aria-label="Sign out with unsent changes"
          css={headerPopover}
          w="min(20rem, calc(100vw - 2rem))"
        >
          <Text fontSize="sm">
            {unsent === 1 ? '1 change has' : `${unsent} changes have`} not been sent yet. Signing
            out discards {unsent === 1 ? 'it' : 'them'} from this device.
          </Text>
          <HStack mt={3} gap={2} flexWrap="wrap">
            <Button
              size="sm"
              colorPalette="red"
              loading={pending}
              onClick={() => void signOut(true)}
            >
              Discard and sign out
            </Button>
            <Button size="sm" variant="outline" autoFocus onClick={() => setAsking(false)}>
              Stay signed in
            </Button>
          </HStack>
        </Box>
      ) : null}
    </Box>
  );
}
