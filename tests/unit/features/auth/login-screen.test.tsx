import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/auth/navigation-guard';
import { createSignedOutSession, type AuthSession } from '@/auth/session';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { cognitoError, fakeAmplifyAuth } from '../../auth/amplify-fake';
import { renderScreen } from './render-screen';

const amplify = vi.hoisted(() => ({ load: vi.fn(), warm: vi.fn() }));
vi.mock('@/auth/amplify/load-amplify', () => ({
  loadAmplify: amplify.load,
  warmAmplify: amplify.warm,
}));
vi.mock('@/cache/user-data', () => ({ requestPersistentStorage: () => Promise.resolve(true) }));

const investor: Profile = { userType: 'USRTYINV', track: 'ACTIVE' };

const setStoredHash = vi.fn<(hash: string | null) => void>();

function signedInAfterwards(): AuthSession {
  return {
    ...createSignedOutSession(),
    currentHash: () => Promise.resolve('hash-of-new-token'),
    reauthenticate: () => Promise.resolve(investor),
    setStoredHash,
  };
}

async function renderLogin(session: AuthSession, redirectUri?: string) {
  const auth = fakeAmplifyAuth();
  amplify.load.mockResolvedValue(auth);
  const rendered = await renderScreen(() => (
    <LoginScreen session={session} redirectUri={redirectUri} />
  ));
  return { auth, ...rendered };
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

beforeEach(() => {
  amplify.load.mockReset();
  setStoredHash.mockReset();
});

describe('login form', () => {
  it('labels its inputs for password managers and screen readers', async () => {
    await renderLogin(signedInAfterwards());
    const username = screen.getByLabelText('Email or mobile number');
    expect(username.getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
  });

  it('checks the fields before calling the identity service, tying errors to them', async () => {
    const { auth } = await renderLogin(signedInAfterwards());
    fill('Email or mobile number', 'not-a-name');
    submit();
    const username = screen.getByLabelText('Email or mobile number');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    const describedBy = username.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toMatch(/10-digit mobile number/);
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('keeps what the user typed when the password is wrong', async () => {
    const { auth } = await renderLogin(signedInAfterwards());
    auth.signIn.mockRejectedValue(
      cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
    );
    fill('Email or mobile number', 'investor@example.com');
    fill('Password', 'Wrong@2026');
    submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/do not match/);
    expect(auth.signIn).toHaveBeenCalledWith({
      username: 'investor@example.com',
      password: 'Wrong@2026',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Email or mobile number').value).toBe(
      'investor@example.com',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('Wrong@2026');
  });

  it("shows 'Network Error' when the identity service cannot be reached", async () => {
    const { auth } = await renderLogin(signedInAfterwards());
    auth.signIn.mockRejectedValue(cognitoError('NetworkError', 'A network error has occurred.'));
    fill('Email or mobile number', '98765 43210');
    fill('Password', 'Investor@2026');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Network Error');
    expect(auth.signIn).toHaveBeenCalledWith({
      username: '+919876543210',
      password: 'Investor@2026',
    });
  });

  it('asks for the authenticator code, then signs in and follows redirect_uri', async () => {
    const session = signedInAfterwards();
    const { auth, router } = await renderLogin(session, '/investor/goals?tab=2');
    auth.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
    });
    auth.confirmSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    fill('Email or mobile number', 'investor@example.com');
    fill('Password', 'Investor@2026');
    submit();

    const code = await screen.findByLabelText('Verification code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.href).toBe('/investor/goals?tab=2'));
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    expect(setStoredHash).toHaveBeenCalledWith('hash-of-new-token');
  });

  it('keeps the MFA code on a wrong code and marks the field', async () => {
    const { auth } = await renderLogin(signedInAfterwards());
    auth.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
        codeDeliveryDetails: { destination: '+91******3210' },
      },
    });
    auth.confirmSignIn.mockRejectedValue(cognitoError('CodeMismatchException'));
    fill('Email or mobile number', 'investor@example.com');
    fill('Password', 'Investor@2026');
    submit();
    expect(await screen.findByText(/text message to \+91\*\*\*\*\*\*3210/)).toBeTruthy();
    fill('Verification code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. Check it and try again.')).toBeTruthy();
    const code = screen.getByLabelText<HTMLInputElement>('Verification code');
    expect(code.value).toBe('111111');
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });

  it('goes to the role home without redirect_uri', async () => {
    const { auth, router } = await renderLogin(signedInAfterwards());
    auth.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    fill('Email or mobile number', 'investor@example.com');
    fill('Password', 'Investor@2026');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor/dashboard'));
  });

  it('shows an unconfirmed user the way to confirm', async () => {
    const { auth } = await renderLogin(signedInAfterwards());
    auth.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
    });
    fill('Email or mobile number', 'new@example.com');
    fill('Password', 'Whatever1');
    submit();
    const link = await screen.findByRole('link', { name: 'Confirm your account' });
    expect(link.getAttribute('href')).toBe('/signupconfirm?username=new%40example.com');
  });
});
