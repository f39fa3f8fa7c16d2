import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignupForm } from '@/features/auth/components/signup-form';
import { cognitoError, fakeAmplifyAuth } from '../../auth/amplify-fake';
import { renderScreen } from './render-screen';

const amplify = vi.hoisted(() => ({ load: vi.fn(), warm: vi.fn() }));
vi.mock('@/auth/amplify/load-amplify', () => ({
  loadAmplify: amplify.load,
  warmAmplify: amplify.warm,
}));

async function renderSignup() {
  const auth = fakeAmplifyAuth();
  amplify.load.mockResolvedValue(auth);
  const rendered = await renderScreen(() => <SignupForm />, '/signup');
  return { auth, ...rendered };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

beforeEach(() => amplify.load.mockReset());

describe('sign-up form', () => {
  it('shows the password rule live and asks advisers for their SEBI number', async () => {
    await renderSignup();
    fill('Password', 'abc');
    expect(screen.getByText('5 more characters needed.')).toBeTruthy();
    expect(screen.queryByLabelText('SEBI registration number')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Investment adviser/ }));
    expect(screen.getByLabelText('SEBI registration number')).toBeTruthy();
    expect(screen.getByText('Adviser accounts start pending verification')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeTruthy();
  });

  it('ties each validation error to its field and sends nothing', async () => {
    const { auth } = await renderSignup();
    fill('Email address', 'new@');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('radio', { name: /Investment adviser/ }));
    fill('SEBI registration number', 'INA123');
    submit();
    for (const label of ['Email address', 'Password', 'SEBI registration number']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('signs up an adviser, then asks for the emailed code', async () => {
    const { auth, router } = await renderSignup();
    auth.signUp.mockResolvedValue({
      isSignUpComplete: false,
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP' },
    });
    fill('Email address', 'Adviser@Example.com');
    fill('Mobile number (optional)', '98765 43210');
    fill('Password', 'longenough');
    fireEvent.click(screen.getByRole('radio', { name: /Investment adviser/ }));
    fill('SEBI registration number', 'ina000012345');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signupconfirm'));
    expect(router.state.location.search).toEqual({ username: 'adviser@example.com' });
    expect(auth.signUp).toHaveBeenCalledWith({
      username: 'adviser@example.com',
      password: 'longenough',
      options: {
        userAttributes: {
          email: 'adviser@example.com',
          phone_number: '+919876543210',
          'custom:user_type': 'USRTYADV',
          'custom:sebi_reg': 'INA000012345',
        },
      },
    });
  });

  it('keeps the input when the account exists', async () => {
    const { auth } = await renderSignup();
    auth.signUp.mockRejectedValue(cognitoError('UsernameExistsException'));
    fill('Email address', 'investor@example.com');
    fill('Password', 'longenough');
    submit();
    expect(await screen.findByText(/already exists/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe(
      'investor@example.com',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('longenough');
  });
});
