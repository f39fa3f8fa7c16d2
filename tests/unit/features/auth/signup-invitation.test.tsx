import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignupForm } from '@/features/auth/components/signup-form';
import { fakeAmplifyAuth } from '../../auth/amplify-fake';
import { renderScreen } from './render-screen';

// An adviser's invitation (issue 17) links to /signup?email=: the form starts with that address.

const amplify = vi.hoisted(() => ({ load: vi.fn(), warm: vi.fn() }));
vi.mock('@/auth/amplify/load-amplify', () => ({
  loadAmplify: amplify.load,
  warmAmplify: amplify.warm,
}));

describe('sign-up from an invitation link', () => {
  it('fills the e-mail address it was given, and leaves it editable', async () => {
    amplify.load.mockResolvedValue(fakeAmplifyAuth());
    await renderScreen(() => <SignupForm initialEmail="rahul.k@example.com" />, '/signup');
    const email = screen.getByLabelText<HTMLInputElement>('Email address');
    expect(email.value).toBe('rahul.k@example.com');
    expect(email.readOnly).toBe(false);
  });

  it('starts empty without one', async () => {
    amplify.load.mockResolvedValue(fakeAmplifyAuth());
    await renderScreen(() => <SignupForm />, '/signup');
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('');
  });
});
