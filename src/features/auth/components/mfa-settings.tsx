import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import {
  accountSecurityQueryOptions,
  useAccountSecurity,
  type AccountSecurity,
} from '../api/get-account-security';
import { setUpTotp, type TotpSetup as TotpSetupDetails } from '../api/set-up-totp';
import { updateMfaPreference, type MfaChanges } from '../api/update-mfa-preference';
import { useAuthAction } from '../hooks/use-auth-action';
import { mfaStatus } from '../model';
import { formatPhone } from '../username';
import { FormAlert } from '@/ui/form-alert';
import { SecurityLoadState } from './security-load-state';

// The set-up steps (and the QR code generator, uqr) load when set-up starts, in parallel with
// the secret's request, not with the settings screen (issue 19, first-load budgets).
const loadTotpSetup = () => import('./totp-setup');
const TotpSetup = lazy(() => loadTotpSetup().then((module) => ({ default: module.TotpSetup })));

/** Spec 5: optional MFA by SMS or an authenticator app; set it up, see it, turn it off. */
export function MfaSettings() {
  const security = useAccountSecurity();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="mfa-heading">
      <Card.Header>
        <Heading as="h2" id="mfa-heading" size="lg">
          Two-step verification
        </Heading>
        <Text color="fg.muted">
          When it is on, signing in needs your password and a 6-digit code.
        </Text>
      </Card.Header>
      <Card.Body>
        {security.data ? (
          <MfaOptions security={security.data} />
        ) : (
          <SecurityLoadState query={security} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function MfaOptions({ security }: { security: AccountSecurity }) {
  const queryClient = useQueryClient();
  const action = useAuthAction();
  const [setup, setSetup] = useState<TotpSetupDetails | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const totpOn = security.enabled.includes('TOTP');
  const smsOn = security.enabled.includes('SMS');
  // With one method on, "Turn off two-step verification" says it all; with both, each has its own.
  const both = totpOn && smsOn;

  const refresh = () => queryClient.invalidateQueries(accountSecurityQueryOptions());
  const change = async (changes: MfaChanges, message: string) => {
    setSaved(null);
    const result = await action.run('account', () => updateMfaPreference(changes));
    if (!result.ok) return;
    await refresh();
    setSaved(message);
  };
  const startTotp = async () => {
    setSaved(null);
    void loadTotpSetup();
    const result = await action.run('account', () => setUpTotp(security.email));
    if (result.ok) setSetup(result.value);
  };

  return (
    <Stack gap={5}>
      <HStack gap={2}>
        <Text fontWeight="medium">Status</Text>
        <Badge colorPalette={security.enabled.length > 0 ? 'green' : 'gray'} size="lg">
          {mfaStatus(security.enabled, security.preferred)}
        </Badge>
      </HStack>
      {saved ? <FormAlert status="success" title={saved} /> : null}
      {action.error && !setup ? <FormAlert status="error" title={action.error.message} /> : null}

      <Stack gap={2} as="section" aria-labelledby="mfa-totp">
        <Heading as="h3" id="mfa-totp" size="md">
          Authenticator app
        </Heading>
        {setup ? (
          <Suspense fallback={<Text color="fg.muted">Preparing the set-up…</Text>}>
            <TotpSetup
              setup={setup}
              onCancel={() => setSetup(null)}
              onDone={() => {
                setSetup(null);
                void refresh();
                setSaved('Authenticator app is on. You will need a code from it when you sign in.');
              }}
            />
          </Suspense>
        ) : totpOn ? (
          <HStack gap={3} flexWrap="wrap">
            <Text>Codes come from your authenticator app.</Text>
            {both ? (
              <Button
                size="sm"
                variant="outline"
                loading={action.pending}
                onClick={() => void change({ TOTP: false }, 'Authenticator app is off.')}
              >
                Turn off authenticator app
              </Button>
            ) : null}
          </HStack>
        ) : (
          <Stack gap={2} align="flex-start">
            <Text>Get codes from an app on your phone, even without a signal.</Text>
            <Button size="sm" loading={action.pending} onClick={() => void startTotp()}>
              Set up an authenticator app
            </Button>
          </Stack>
        )}
      </Stack>

      <Stack gap={2} as="section" aria-labelledby="mfa-sms">
        <Heading as="h3" id="mfa-sms" size="md">
          Text message (SMS)
        </Heading>
        {!security.phone || !security.phoneVerified ? (
          <Text>
            Add and confirm a mobile number first.{' '}
            <ChakraLink asChild variant="underline" colorPalette="purple">
              <Link to="/signupmobileconfirm">Confirm your mobile number</Link>
            </ChakraLink>
          </Text>
        ) : smsOn ? (
          <HStack gap={3} flexWrap="wrap">
            <Text>Codes are texted to {formatPhone(security.phone)}.</Text>
            {both ? (
              <Button
                size="sm"
                variant="outline"
                loading={action.pending}
                onClick={() => void change({ SMS: false }, 'Text-message codes are off.')}
              >
                Turn off text messages
              </Button>
            ) : null}
          </HStack>
        ) : (
          <Stack gap={2} align="flex-start">
            <Text>Get codes by text message to {formatPhone(security.phone)}.</Text>
            <Button
              size="sm"
              loading={action.pending}
              onClick={() => void change({ SMS: true }, 'Text-message codes are on.')}
            >
              Use text messages
            </Button>
          </Stack>
        )}
      </Stack>

      {security.enabled.length > 0 && !setup ? (
        <Button
          alignSelf="flex-start"
          variant="outline"
          colorPalette="red"
          loading={action.pending}
          onClick={() => void change({ SMS: false, TOTP: false }, 'Two-step verification is off.')}
        >
          Turn off two-step verification
        </Button>
      ) : null}
    </Stack>
  );
}
