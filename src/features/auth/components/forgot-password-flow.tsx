import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { authErrorName } from '@/auth/amplify/auth-error';
import type * as ConfirmResetApi from '../api/confirm-reset-password';
import type * as ResetApi from '../api/reset-password';
import { useAuthAction } from '../hooks/use-auth-action';
import { NEUTRAL_CODE_SENT, parseCode, passwordHint, passwordProblem } from '../model';
import { parseUsername } from '../username';
import { AuthFrame } from './auth-frame';
import { DevMailboxLink } from './dev-mailbox-link';
import { FormAlert } from '@/ui/form-alert';
import { PasswordField, UsernameField, VerificationCodeField } from './text-field';

// Issue 19: the identity calls load on submit, not with the page; the checks run first.
const resetPassword: typeof ResetApi.resetPassword = async (...args) =>
  (await import('../api/reset-password')).resetPassword(...args);
const confirmResetPassword: typeof ConfirmResetApi.confirmResetPassword = async (...args) =>
  (await import('../api/confirm-reset-password')).confirmResetPassword(...args);

type Stage = { kind: 'request' } | { kind: 'confirm'; username: string; sentTo: string | null };

const backToSignIn = (
  <Text>
    <ChakraLink asChild variant="underline" colorPalette="purple">
      <Link to="/login">Back to sign in</Link>
    </ChakraLink>
  </Text>
);

/** Request a code, then the code and a new password, then sign in. */
export function ForgotPasswordFlow({ username: given }: { username?: string }) {
  const action = useAuthAction();
  const [stage, setStage] = useState<Stage>({ kind: 'request' });
  const [username, setUsername] = useState(given ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ username?: string; code?: string; password?: string }>(
    {},
  );
  const [done, setDone] = useState<string | null>(null);

  const sendCode = async (name: string) => {
    const result = await action.run('resetRequest', async () => {
      try {
        return await resetPassword(name);
      } catch (error) {
        // Never tell a stranger whether an account exists: go on as if a code was sent.
        if (authErrorName(error) === 'UserNotFoundException') return null;
        throw error;
      }
    });
    if (result.ok) setStage({ kind: 'confirm', username: name, sentTo: result.value });
  };

  const request = (event: FormEvent) => {
    event.preventDefault();
    const name = parseUsername(username);
    setInvalid({ username: name.ok ? undefined : name.message });
    if (name.ok) void sendCode(name.value);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (stage.kind !== 'confirm') return;
    const parsed = parseCode(code);
    const problem = passwordProblem(password);
    setInvalid({ code: parsed.ok ? undefined : parsed.message, password: problem ?? undefined });
    if (!parsed.ok || problem) return;
    const result = await action.run('resetConfirm', async () =>
      confirmResetPassword({
        username: stage.username,
        code: parsed.value,
        newPassword: password,
      }),
    );
    if (result.ok) setDone(stage.username);
  };

  if (done !== null) {
    return (
      <AuthFrame title="Password changed">
        <FormAlert status="success" title="Your password is changed.">
          Sign in with your new password.
        </FormAlert>
        <Button asChild size="lg">
          <Link to="/login" search={{ username: done, notice: 'password-reset' }}>
            Sign in
          </Link>
        </Button>
      </AuthFrame>
    );
  }

  const serverField = action.error?.field;
  const formError = action.error && !serverField ? action.error.message : null;

  if (stage.kind === 'request') {
    return (
      <AuthFrame
        title="Reset your password"
        description="We will send a code to your email address or mobile number."
        footer={backToSignIn}
      >
        <form noValidate onSubmit={request}>
          <Stack gap={4}>
            {formError ? <FormAlert status="error" title={formError} /> : null}
            <UsernameField
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={invalid.username}
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

  return (
    <AuthFrame
      title="Reset your password"
      description={stage.sentTo ? `We sent a code to ${stage.sentTo}.` : NEUTRAL_CODE_SENT}
      footer={backToSignIn}
    >
      <form noValidate onSubmit={(event) => void confirm(event)}>
        <Stack gap={4}>
          {formError ? <FormAlert status="error" title={formError} /> : null}
          <VerificationCodeField
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={invalid.code ?? (serverField === 'code' ? action.error?.message : null)}
            required
          />
          <PasswordField
            label="New password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            helper={passwordHint(password)}
            error={invalid.password ?? (serverField === 'password' ? action.error?.message : null)}
            required
          />
          <Button type="submit" size="lg" loading={action.pending} loadingText="Saving">
            Set new password
          </Button>
          <Button
            variant="outline"
            disabled={action.pending}
            onClick={() => void sendCode(stage.username)}
          >
            Send a new code
          </Button>
          <DevMailboxLink />
        </Stack>
      </form>
    </AuthFrame>
  );
}
