import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type * as ConfirmApi from '../api/confirm-sign-up';
import type * as ResendApi from '../api/resend-sign-up-code';
import { useAuthAction } from '../hooks/use-auth-action';
import { parseCode } from '../model';
import { parseUsername } from '../username';
import { AuthFrame } from './auth-frame';
import { DevMailboxLink } from './dev-mailbox-link';
import { FormAlert } from '@/ui/form-alert';
import { UsernameField, VerificationCodeField } from './text-field';

// Issue 19: the identity calls load on submit, not with the page; the checks run first.
const confirmSignUp: typeof ConfirmApi.confirmSignUp = async (...args) =>
  (await import('../api/confirm-sign-up')).confirmSignUp(...args);
const resendSignUpCode: typeof ResendApi.resendSignUpCode = async (...args) =>
  (await import('../api/resend-sign-up-code')).resendSignUpCode(...args);

/** Spec 5: verification is by email. The username comes from sign-up (or sign-in) in the URL. */
export function SignupConfirmForm({ username: given }: { username?: string }) {
  const router = useRouter();
  const action = useAuthAction();
  const [username, setUsername] = useState(given ?? '');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<{ username?: string; code?: string }>({});
  const [resentTo, setResentTo] = useState<string | null>(null);

  const checkUsername = () => {
    const name = parseUsername(username);
    setInvalid((current) => ({ ...current, username: name.ok ? undefined : name.message }));
    return name;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = checkUsername();
    const parsed = parseCode(code);
    setInvalid({
      username: name.ok ? undefined : name.message,
      code: parsed.ok ? undefined : parsed.message,
    });
    if (!name.ok || !parsed.ok) return;
    setResentTo(null);
    const result = await action.run('confirmSignUp', () => confirmSignUp(name.value, parsed.value));
    if (result.ok) {
      await router.navigate({
        to: '/login',
        search: { username: name.value, notice: 'confirmed' },
      });
    }
  };

  const resend = async () => {
    const name = checkUsername();
    if (!name.ok) return;
    const result = await action.run('resendCode', () => resendSignUpCode(name.value));
    if (result.ok) setResentTo(result.value ?? 'your email');
  };

  const codeError = invalid.code ?? (action.error?.field === 'code' ? action.error.message : null);
  const formError = action.error && action.error.field !== 'code' ? action.error.message : null;

  return (
    <AuthFrame
      title="Confirm your email"
      description={
        given
          ? `Enter the 6-digit code we emailed to ${given}.`
          : 'Enter the 6-digit code we emailed you when you signed up.'
      }
      footer={
        <Text>
          <ChakraLink asChild variant="underline" colorPalette="purple">
            <Link to="/login">Back to sign in</Link>
          </ChakraLink>
        </Text>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={4}>
          {resentTo && !action.error ? (
            <FormAlert status="success" title={`We sent a new code to ${resentTo}.`} />
          ) : null}
          {formError ? <FormAlert status="error" title={formError} /> : null}
          {given ? null : (
            <UsernameField
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={invalid.username}
              required
            />
          )}
          <VerificationCodeField
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeError}
            required
          />
          <Button type="submit" size="lg" loading={action.pending} loadingText="Confirming">
            Confirm
          </Button>
          <Button variant="outline" disabled={action.pending} onClick={() => void resend()}>
            Send a new code
          </Button>
          <DevMailboxLink />
        </Stack>
      </form>
    </AuthFrame>
  );
}
