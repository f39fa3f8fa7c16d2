import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AuthSession } from '@/auth/session';
import { FormAlert } from '@/ui/form-alert';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { signOutEverywhere } from '../api/sign-out-everywhere';
import { actionErrorMessage } from './action-error';
import { SettingsCard } from './settings-card';

/**
 * Sign out on every device: for a lost phone or a shared tablet. It ends this session too, so
 * it asks first.
 */
export function SessionsCard({
  session,
  lastRevokedAt,
}: {
  session: AuthSession;
  lastRevokedAt: string | null;
}) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    setPending(true);
    setFailure(null);
    try {
      await signOutEverywhere();
    } catch (error) {
      setFailure(actionErrorMessage(error));
      setPending(false);
      return;
    }
    await session.signOut();
    await router.navigate({ to: '/login', replace: true });
  };

  return (
    <SettingsCard
      id="sessions"
      title="Signed-in devices"
      description="Lost a phone, or signed in on someone else’s? End every session at once."
    >
      <Stack gap={3} align="flex-start">
        {lastRevokedAt ? (
          <Text textStyle="sm" color="fg.muted">
            Last signed out everywhere on{' '}
            <time dateTime={lastRevokedAt}>{formatIndianDateTime(new Date(lastRevokedAt))}</time>.
          </Text>
        ) : null}
        {failure ? <FormAlert status="error" title={failure} /> : null}
        {asking ? (
          <Stack gap={3} role="alertdialog" aria-labelledby="sessions-confirm">
            <Text id="sessions-confirm">
              Every device, this one included, will need your password again (and your code, with
              two-step verification on). Changes not yet sent from other devices will not be sent.
            </Text>
            <HStack gap={2} flexWrap="wrap">
              <Button colorPalette="red" size="sm" loading={pending} onClick={() => void run()}>
                Sign out everywhere
              </Button>
              <Button size="sm" variant="outline" autoFocus onClick={() => setAsking(false)}>
                Keep me signed in
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
            Sign out on every device
          </Button>
        )}
      </Stack>
    </SettingsCard>
  );
}
