import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { confirmPhone } from '../api/confirm-phone';
import { accountSecurityQueryOptions, useAccountSecurity } from '../api/get-account-security';
import { sendPhoneCode } from '../api/send-phone-code';
import { useAuthAction } from '../hooks/use-auth-action';
import { parseCode } from '../model';
import { formatPhone, normalizePhone } from '../username';
import { AuthFrame } from './auth-frame';
import { DevMailboxLink } from './dev-mailbox-link';
import { FormAlert } from '@/ui/form-alert';
import { SecurityLoadState } from './security-load-state';
import { TextField, VerificationCodeField } from './text-field';

type Stage = { kind: 'enter' } | { kind: 'code'; phone: string } | { kind: 'done'; phone: string };

const nationalPart = (phone: string | null | undefined) =>
  phone?.startsWith('+91') ? phone.slice(3) : (phone ?? '');

interface SignedInPhoneConfirmProps {
  /** The screen's heading. */
  title: string;
  settingsPath: string | null;
}

/** The signed-in part of /signupmobileconfirm: enter the number, then the code texted to it. */
export function SignedInPhoneConfirm({ title, settingsPath }: SignedInPhoneConfirmProps) {
  const queryClient = useQueryClient();
  const security = useAccountSecurity();
  const action = useAuthAction();
  const [stage, setStage] = useState<Stage>({ kind: 'enter' });
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const footer = settingsPath ? (
    <Text>
      <ChakraLink asChild variant="underline" colorPalette="purple">
        <Link to={settingsPath}>Back to account settings</Link>
      </ChakraLink>
    </Text>
  ) : null;

  if (!security.data) {
    return (
      <AuthFrame title={title} footer={footer}>
        <SecurityLoadState query={security} />
      </AuthFrame>
    );
  }
  const saved = security.data;
  const phoneValue = phone ?? nationalPart(saved.phone);
  const fieldError = invalid ?? (action.error?.field ? action.error.message : null);
  const formError = action.error && !action.error.field ? action.error.message : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizePhone(phoneValue);
    setInvalid(normalized ? null : 'Enter a 10-digit mobile number like 98765 43210.');
    if (!normalized) return;
    const result = await action.run('account', () => sendPhoneCode(normalized, saved.phone));
    if (result.ok) setStage({ kind: 'code', phone: normalized });
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (stage.kind !== 'code') return;
    const parsed = parseCode(code);
    setInvalid(parsed.ok ? null : parsed.message);
    if (!parsed.ok) return;
    const result = await action.run('account', () => confirmPhone(parsed.value));
    if (!result.ok) return;
    await queryClient.invalidateQueries(accountSecurityQueryOptions());
    setStage({ kind: 'done', phone: stage.phone });
  };

  if (stage.kind === 'done') {
    return (
      <AuthFrame title={title} footer={footer}>
        <FormAlert status="success" title={`${formatPhone(stage.phone)} is confirmed.`}>
          You can now get sign-in codes by text message.
        </FormAlert>
      </AuthFrame>
    );
  }

  if (stage.kind === 'code') {
    return (
      <AuthFrame
        title={title}
        description={`Enter the 6-digit code we sent to ${formatPhone(stage.phone)}.`}
        footer={footer}
      >
        <form noValidate onSubmit={(event) => void confirm(event)}>
          <Stack gap={4}>
            {formError ? <FormAlert status="error" title={formError} /> : null}
            <VerificationCodeField
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={fieldError}
              required
            />
            <Button type="submit" size="lg" loading={action.pending} loadingText="Confirming">
              Confirm
            </Button>
            <Button variant="ghost" onClick={() => setStage({ kind: 'enter' })}>
              Use a different number
            </Button>
            <DevMailboxLink />
          </Stack>
        </form>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={title}
      description={
        saved.phone && saved.phoneVerified
          ? `${formatPhone(saved.phone)} is confirmed. To use another number, enter it below.`
          : 'We will text a code to this number.'
      }
      footer={footer}
    >
      <form noValidate onSubmit={(event) => void send(event)}>
        <Stack gap={4}>
          {formError ? <FormAlert status="error" title={formError} /> : null}
          <TextField
            label="Mobile number"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            prefix="+91"
            value={phoneValue}
            onChange={(event) => setPhone(event.target.value)}
            error={fieldError}
            required
          />
          <Button type="submit" size="lg" loading={action.pending} loadingText="Sending">
            Send code
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
