import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type * as SignUpApi from '../api/sign-up';
import { useAuthAction } from '../hooks/use-auth-action';
import { passwordHint, validateSignUp, type SignUpField, type SignUpValues } from '../model';
import { formatPhone, normalizePhone } from '../username';
import { AuthFrame } from './auth-frame';
import { FormAlert } from '@/ui/form-alert';
import { RoleChoice } from './role-choice';
import { PasswordField, TextField } from './text-field';

const fieldOrder: SignUpField[] = ['email', 'phone', 'password', 'sebiReg'];

// Issue 19: the identity calls load on submit (and are fetched ahead when the form is focused),
// not with the page; the checks of what was typed (model.ts) stay with it and run first.
const signUp: typeof SignUpApi.signUp = async (...args) =>
  (await import('../api/sign-up')).signUp(...args);
const warmIdentity = () => {
  import('@/auth/amplify/load-amplify').then(
    (module) => module.warmAmplify(),
    () => undefined,
  );
};

/** `initialEmail`: the address an adviser's invitation link carries (`/signup?email=`). */
export function SignupForm({ initialEmail }: { initialEmail?: string } = {}) {
  const router = useRouter();
  const action = useAuthAction();
  const [values, setValues] = useState<SignUpValues>({
    email: initialEmail ?? '',
    phone: '',
    password: '',
    role: 'investor',
    sebiReg: '',
  });
  const [invalid, setInvalid] = useState<Partial<Record<SignUpField, string>>>({});
  const set = (field: keyof SignUpValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const serverField = action.error?.field;
  const errorOf = (field: SignUpField) =>
    invalid[field] ?? (serverField === field ? action.error?.message : undefined);
  const formError = action.error && !action.error.field ? action.error.message : null;
  const phone = normalizePhone(values.phone);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateSignUp(values);
    setInvalid(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      const first = fieldOrder.find((field) => checked.errors[field]);
      const input = first ? form.elements.namedItem(first) : null;
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const result = await action.run('signUp', () => signUp(checked.value));
    if (!result.ok) return;
    const username = checked.value.username;
    await router.navigate(
      result.value.isSignUpComplete
        ? { to: '/login', search: { username, notice: 'confirmed' } }
        : { to: '/signupconfirm', search: { username } },
    );
  };

  return (
    <AuthFrame
      title="Create your account"
      description="Invest with a plan, or serve your investors as a SEBI-registered adviser."
      footer={
        <Text>
          Already have an account?{' '}
          <ChakraLink asChild variant="underline" colorPalette="purple">
            <Link to="/login">Sign in</Link>
          </ChakraLink>
        </Text>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} onFocus={warmIdentity}>
        <Stack gap={5}>
          <TextField
            label="Email address"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={set('email')}
            helper="We send a code to confirm it. You sign in with it."
            error={errorOf('email')}
            required
          />
          <TextField
            label="Mobile number (optional)"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            prefix="+91"
            value={values.phone}
            onChange={set('phone')}
            helper={
              phone
                ? `Saved as ${formatPhone(phone)}. You can confirm it after signing in.`
                : 'For signing in by mobile and for text-message codes.'
            }
            error={errorOf('phone')}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            helper={passwordHint(values.password)}
            error={errorOf('password')}
            required
          />
          <RoleChoice
            value={values.role}
            onChange={(role) => setValues((current) => ({ ...current, role }))}
          />
          {values.role === 'advisor' ? (
            <Stack gap={3}>
              <TextField
                label="SEBI registration number"
                name="sebiReg"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                placeholder="INA000000000"
                value={values.sebiReg}
                onChange={set('sebiReg')}
                helper="INA followed by 9 digits, as on your SEBI certificate."
                error={errorOf('sebiReg')}
                required
              />
              <FormAlert status="info" title="Adviser accounts start pending verification">
                We check your SEBI registration before you can serve investors. You can sign in and
                set up your practice meanwhile.
              </FormAlert>
            </Stack>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            By creating an account you agree to our{' '}
            <ChakraLink asChild variant="underline">
              <Link to="/terms-and-conditions">Terms and conditions</Link>
            </ChakraLink>{' '}
            and{' '}
            <ChakraLink asChild variant="underline">
              <Link to="/privacypolicy">Privacy policy</Link>
            </ChakraLink>
            .
          </Text>
          {formError ? <FormAlert status="error" title={formError} /> : null}
          <Button type="submit" size="lg" loading={action.pending} loadingText="Creating account">
            Create account
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
