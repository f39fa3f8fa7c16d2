import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { useSignInFlow } from '../hooks/use-sign-in-flow';
import { parseCode, passwordHint, passwordProblem } from '../model';
import { FormAlert } from '@/ui/form-alert';
import { PasswordField, VerificationCodeField } from './text-field';

type Flow = ReturnType<typeof useSignInFlow>;

const methodLabel = { TOTP: 'Authenticator app', SMS: 'Text message (SMS)' } as const;

/** The steps after the password: MFA choice or code, a new password, or a pointer elsewhere. */
export function SignInChallenge({ flow }: { flow: Flow }) {
  const { step } = flow;
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const fieldError = invalid ?? (flow.error?.field ? flow.error.message : null);
  const formError = flow.error && !flow.error.field ? flow.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind === 'code') {
      const code = parseCode(value);
      setInvalid(code.ok ? null : code.message);
      if (code.ok) void flow.submitCode(code.value);
    } else if (step.kind === 'newPassword') {
      const problem = passwordProblem(value);
      setInvalid(problem);
      if (!problem) void flow.submitNewPassword(value);
    }
  };

  const startAgain = (
    <Button variant="ghost" onClick={flow.restart}>
      Start again
    </Button>
  );

  if (step.kind === 'unconfirmed' || step.kind === 'resetRequired') {
    const unconfirmed = step.kind === 'unconfirmed';
    return (
      <Stack gap={4}>
        <FormAlert
          status="info"
          title={unconfirmed ? 'Your account is not confirmed yet' : 'You need a new password'}
        >
          {unconfirmed
            ? 'Enter the code we emailed you when you signed up, or ask for a new one.'
            : 'For your security, set a new password with a code we send you.'}
        </FormAlert>
        <Button asChild size="lg">
          {unconfirmed ? (
            <Link to="/signupconfirm" search={{ username: step.username }}>
              Confirm your account
            </Link>
          ) : (
            <Link to="/forgetpassword" search={{ username: step.username }}>
              Set a new password
            </Link>
          )}
        </Button>
        {startAgain}
      </Stack>
    );
  }

  if (step.kind === 'choose') {
    return (
      <Stack gap={4}>
        <Heading as="h2" size="md">
          Two-step verification
        </Heading>
        <Text>How would you like to get your sign-in code?</Text>
        {formError ? <FormAlert status="error" title={formError} /> : null}
        {step.methods.map((method) => (
          <Button
            key={method}
            size="lg"
            variant="outline"
            loading={flow.pending}
            onClick={() => void flow.chooseMethod(method)}
          >
            {methodLabel[method]}
          </Button>
        ))}
        {startAgain}
      </Stack>
    );
  }

  const isCode = step.kind === 'code';
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap={4}>
        <Heading as="h2" size="md">
          {isCode ? 'Two-step verification' : 'Choose a new password'}
        </Heading>
        <Text>
          {!isCode
            ? 'Your account needs a new password before you can sign in.'
            : step.method === 'SMS'
              ? `Enter the 6-digit code we sent by text message to ${step.destination ?? 'your mobile'}.`
              : 'Enter the 6-digit code from your authenticator app.'}
        </Text>
        {formError ? <FormAlert status="error" title={formError} /> : null}
        {isCode ? (
          <VerificationCodeField
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldError}
            required
          />
        ) : (
          <PasswordField
            label="New password"
            name="new-password"
            autoComplete="new-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            helper={passwordHint(value)}
            error={fieldError}
            required
          />
        )}
        <HStack gap={2} flexWrap="wrap">
          <Button type="submit" size="lg" flex="1" loading={flow.pending} loadingText="Checking">
            {isCode ? 'Verify' : 'Set password and sign in'}
          </Button>
          {startAgain}
        </HStack>
      </Stack>
    </form>
  );
}
