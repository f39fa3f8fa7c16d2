import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SignupConfirmForm } from '@/features/auth/components/signup-confirm-form';

// Sign-up (or sign-in of an unconfirmed user) passes the username to confirm.
const searchSchema = z.object({
  username: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(320))), undefined),
});

export const Route = createFileRoute('/_public/signupconfirm')({
  staticData: { title: 'Confirm your email' },
  validateSearch: searchSchema,
  component: SignupConfirmRoute,
});

function SignupConfirmRoute() {
  const { username } = Route.useSearch();
  return <SignupConfirmForm key={username} username={username} />;
}
