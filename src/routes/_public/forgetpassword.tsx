import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';

// The login form passes what the user typed, so they need not type it again.
const searchSchema = z.object({
  username: z.catch(z.optional(z.string().check(z.maxLength(320))), undefined),
});

export const Route = createFileRoute('/_public/forgetpassword')({
  staticData: { title: 'Reset your password' },
  validateSearch: searchSchema,
  component: ForgetPasswordRoute,
});

function ForgetPasswordRoute() {
  const { username } = Route.useSearch();
  return <ForgotPasswordFlow username={username} />;
}
