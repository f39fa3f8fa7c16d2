import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';
import { PhoneConfirmFlow } from '@/features/auth/components/phone-confirm-flow';
import { SignupConfirmForm } from '@/features/auth/components/signup-confirm-form';
import { NEUTRAL_CODE_SENT } from '@/features/auth/model';
import { cognitoError, fakeAmplifyAuth } from '../../auth/amplify-fake';
import { renderScreen } from './render-screen';

// Issue 19: these forms load their identity calls on submit, not with the page. What the user
// typed is still checked first, and kept when the identity service says no.

const amplify = vi.hoisted(() => ({ load: vi.fn(), warm: vi.fn(), config: vi.fn() }));
vi.mock('@/auth/amplify/load-amplify', () => ({
  loadAmplify: amplify.load,
  warmAmplify: amplify.warm,
  loadAuthConfig: amplify.config,
}));

let auth = fakeAmplifyAuth();
beforeEach(() => {
  auth = fakeAmplifyAuth();
  amplify.load.mockReset().mockResolvedValue(auth);
  amplify.config.mockReset().mockResolvedValue({ mailbox: null });
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('forgot password', () => {
  it('checks the name before asking for a code', async () => {
    await renderScreen(() => <ForgotPasswordFlow />, '/forgetpassword');
    fill('Email or mobile number', 'not a name');
    click('Send code');
    expect(screen.getByLabelText('Email or mobile number').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(amplify.load).not.toHaveBeenCalled();
  });

  it('goes on as if a code was sent for an unknown account, and keeps the code on a wrong one', async () => {
    auth.resetPassword.mockRejectedValue(cognitoError('UserNotFoundException'));
    auth.confirmResetPassword.mockRejectedValue(cognitoError('CodeMismatchException'));
    await renderScreen(() => <ForgotPasswordFlow username="someone@example.com" />);
    click('Send code');
    expect(await screen.findByText(NEUTRAL_CODE_SENT)).toBeTruthy();
    expect(auth.resetPassword).toHaveBeenCalledWith({ username: 'someone@example.com' });

    fill('Verification code', '12');
    fill('New password', 'long enough');
    click('Set new password');
    expect(screen.getByText('Enter the 6-digit code.')).toBeTruthy();
    expect(auth.confirmResetPassword).not.toHaveBeenCalled();

    fill('Verification code', '123456');
    click('Set new password');
    expect(await screen.findByText('That code is not right. Check it and try again.')).toBeTruthy();
    expect(screen.getByLabelText('Verification code')).toHaveProperty('value', '123456');
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'long enough');
  });
});

describe('sign-up confirmation', () => {
  it('links the dev mailbox when the local identity service has one', async () => {
    amplify.config.mockResolvedValue({ mailbox: '/dev/mailbox' });
    await renderScreen(() => <SignupConfirmForm username="new@example.com" />, '/signupconfirm');
    const link = await screen.findByRole('link', { name: 'dev mailbox' });
    expect(link.getAttribute('href')).toBe('/dev/mailbox');
  });

  it('confirms with the code typed', async () => {
    auth.confirmSignUp.mockResolvedValue({ isSignUpComplete: true });
    const { router } = await renderScreen(
      () => <SignupConfirmForm username="new@example.com" />,
      '/signupconfirm',
    );
    fill('Verification code', '654 321');
    click('Confirm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(auth.confirmSignUp).toHaveBeenCalledWith({
      username: 'new@example.com',
      confirmationCode: '654321',
    });
    expect(screen.queryByRole('link', { name: 'dev mailbox' })).toBeNull();
  });
});

describe('mobile number confirmation', () => {
  it('asks a signed-out visitor to sign in first', async () => {
    await renderScreen(
      () => <PhoneConfirmFlow signedIn={false} settingsPath={null} />,
      '/signupmobileconfirm',
    );
    expect(screen.getByText('Sign in first')).toBeTruthy();
    expect(amplify.load).not.toHaveBeenCalled();
  });

  it('loads the signed-in form with the saved number', async () => {
    auth.fetchMFAPreference.mockResolvedValue({});
    auth.fetchUserAttributes.mockResolvedValue({
      email: 'investor@example.com',
      phone_number: '+919876543210',
      phone_number_verified: 'false',
    });
    await renderScreen(
      () => <PhoneConfirmFlow signedIn settingsPath="/investor/account-settings" />,
      '/signupmobileconfirm',
    );
    expect(await screen.findByLabelText('Mobile number')).toHaveProperty('value', '9876543210');
    expect(screen.getByRole('link', { name: 'Back to account settings' })).toBeTruthy();
  });
});
