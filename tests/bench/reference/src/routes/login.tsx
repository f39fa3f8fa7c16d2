import { Button, Container, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { warmAmplify } from '../api';
import { session } from '../session';

export const Route = createFileRoute('/login')({ component: LoginScreen });

function LoginScreen() {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = new FormData(event.currentTarget).get('username');
    session.signIn(typeof username === 'string' ? username : '');
    void navigate({ to: '/dashboard' });
  };
  return (
    <Container maxW="md" py={10}>
      <form onSubmit={submit} onFocus={warmAmplify}>
        <Stack gap={5}>
          <Heading as="h1" size="2xl">
            Sign in
          </Heading>
          <Field.Root required>
            <Field.Label>Email or mobile number</Field.Label>
            <Input name="username" autoComplete="username" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" />
          </Field.Root>
          <Button type="submit">Sign in</Button>
        </Stack>
      </form>
    </Container>
  );
}
