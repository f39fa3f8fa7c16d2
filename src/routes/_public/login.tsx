import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { REDIRECT_PARAM, safeRedirectPath } from '@/auth/redirect-uri';
import { LoginScreen } from '@/features/auth/components/login-screen';

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

// Spec 4: redirect_uri holds where a signed-out user wanted to go; only same-origin paths are kept.
const searchSchema = z.object({
  [REDIRECT_PARAM]: optional(
    z.pipe(
      z.string(),
      z.transform((value) => safeRedirectPath(value, window.location.origin) ?? undefined),
    ),
  ),
  username: optional(z.string().check(z.maxLength(320))),
  notice: optional(z.enum(['confirmed', 'password-reset'])),
});

export const Route = createFileRoute('/_public/login')({
  staticData: { title: 'Sign in' },
  validateSearch: searchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  return (
    <LoginScreen
      session={session}
      redirectUri={search[REDIRECT_PARAM]}
      username={search.username}
      notice={search.notice}
    />
  );
}
