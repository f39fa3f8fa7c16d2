import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SignupForm } from '@/features/auth/components/signup-form';

// An adviser's invitation (issue 17, the CRM's "Convert to client") links here with the
// invited address: `?email=` fills the e-mail field, which stays editable. Anything that is not
// a plausible address is ignored.
const searchSchema = z.object({
  email: z.catch(
    z.optional(z.string().check(z.trim(), z.minLength(3), z.maxLength(254), z.includes('@'))),
    undefined,
  ),
});

export const Route = createFileRoute('/_public/signup')({
  staticData: { title: 'Create your account' },
  validateSearch: searchSchema,
  component: SignupRoute,
});

function SignupRoute() {
  const { email } = Route.useSearch();
  return <SignupForm key={email} initialEmail={email} />;
}
