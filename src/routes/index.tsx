import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 2: / and the empty path redirect to /login.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
