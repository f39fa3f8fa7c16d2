import { Button, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import type { AuthSession } from '@/auth/session';
import { PRODUCT_NAME } from '@/config';
import { useSignInFlow, warmSignIn } from '../hooks/use-sign-in-flow';
import { parseUsername } from '../username';
import { FormAlert } from '@/ui/form-alert';
import { AuthFrame } from './auth-frame';
import { PasswordField, UsernameField } from './text-field';

// The steps after the password load with the sign-in code, never on the first visit.
const SignInChallenge = lazy(() =>
  import('./sign-in-challenge').then((module) => ({ default: module.SignInChallenge })),
);

export type LoginNotice = 'confirmed' | 'password-reset';

const notices: Record<LoginNotice, string> = {
  confirmed: 'Your account is confirmed. Sign in to continue.',
  'password-reset': 'Your password is changed. Sign in with your new password.',
};

interface LoginScreenProps {
  session: AuthSession;
  /** Already checked to be a same-origin path. */
  redirectUri?: string;
  username?: string;
  notice?: LoginNotice;
}

/** Warms the sign-in code and Amplify when the browser is idle, so a submit rarely waits. */
function useWarmSignInWhenIdle() {
  useEffect(() => {
    if (!('requestIdleCallback' in window)) return;
    const handle = window.requestIdleCallback(warmSignIn, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
}

export function LoginScreen({ session, redirectUri, username: given, notice }: LoginScreenProps) {
  const flow = useSignInFlow(session, redirectUri);
  const [username, setUsername] = useState(given ?? '');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ username?: string; password?: string }>({});
  useWarmSignInWhenIdle();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = parseUsername(username);
    const problems = {
      username: name.ok ? undefined : name.message,
      password: password === '' ? 'Enter your password.' : undefined,
    };
    setInvalid(problems);
    if (!name.ok || problems.password) return;
    void flow.submitPassword(name.value, password);
  };

  const footer = (
    <Text>
      New to {PRODUCT_NAME}?{' '}
      <ChakraLink asChild variant="underline" colorPalette="purple">
        <Link to="/signup">Create an account</Link>
      </ChakraLink>
    </Text>
  );

  if (flow.step.kind !== 'password') {
    return (
      <AuthFrame title="Sign in" footer={footer}>
        <Suspense fallback={<Spinner alignSelf="center" aria-label="Loading" />}>
          <SignInChallenge key={flow.step.kind} flow={flow} />
        </Suspense>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Sign in"
      description="Use the email address or mobile number you signed up with."
      footer={footer}
    >
      <form noValidate onSubmit={submit} onFocus={warmSignIn}>
        <Stack gap={4}>
          {notice && !flow.error ? <FormAlert status="success" title={notices[notice]} /> : null}
          {flow.error ? <FormAlert status="error" title={flow.error.message} /> : null}
          <UsernameField
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={invalid.username}
            required
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={invalid.password}
            required
          />
          <ChakraLink asChild variant="underline" colorPalette="purple" alignSelf="flex-start">
            <Link
              to="/forgetpassword"
              search={username.trim() ? { username: username.trim() } : {}}
            >
              Forgot password?
            </Link>
          </ChakraLink>
          <Button type="submit" size="lg" loading={flow.pending} loadingText="Signing in">
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
