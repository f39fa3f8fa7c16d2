import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { TotpSetup as TotpSetupDetails } from '../api/set-up-totp';
import { updateMfaPreference } from '../api/update-mfa-preference';
import { verifyTotpSetup } from '../api/verify-totp-setup';
import { useAuthAction } from '../hooks/use-auth-action';
import { parseCode } from '../model';
import { FormAlert } from '@/ui/form-alert';
import { QrCode } from './qr-code';
import { VerificationCodeField } from './text-field';

interface TotpSetupProps {
  setup: TotpSetupDetails;
  onDone: () => void;
  onCancel: () => void;
}

const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan (or type) the secret into an authenticator app, then prove it with its first code. */
export function TotpSetup({ setup, onDone, onCancel }: TotpSetupProps) {
  const action = useAuthAction();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCode(code);
    setInvalid(parsed.ok ? null : parsed.message);
    if (!parsed.ok) return;
    const result = await action.run('account', async () => {
      await verifyTotpSetup(parsed.value);
      await updateMfaPreference({ TOTP: true });
    });
    if (result.ok) onDone();
  };

  const copy = () => {
    navigator.clipboard.writeText(setup.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={4}>
        <Text>
          1. In your authenticator app (Google Authenticator, Microsoft Authenticator, or another),
          add an account by scanning this code.
        </Text>
        <Box alignSelf="center" p={2} bg="white" borderRadius="l2" borderWidth="1px">
          <QrCode value={setup.uri} label="QR code to add Nivesh to your authenticator app" />
        </Box>
        <Stack gap={1}>
          <Text>Or type this key into the app:</Text>
          <HStack gap={2} flexWrap="wrap">
            <Text
              as="code"
              fontFamily="mono"
              fontSize="sm"
              wordBreak="break-all"
              data-testid="totp-secret"
            >
              {grouped(setup.secret)}
            </Text>
            {canCopy ? (
              <Button size="xs" variant="outline" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            ) : null}
          </HStack>
        </Stack>
        <Text>2. Enter the 6-digit code the app shows.</Text>
        {action.error && !action.error.field ? (
          <FormAlert status="error" title={action.error.message} />
        ) : null}
        <VerificationCodeField
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={invalid ?? (action.error?.field ? action.error.message : null)}
          required
        />
        <HStack gap={2} flexWrap="wrap">
          <Button type="submit" loading={action.pending} loadingText="Checking">
            Verify and turn on
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
