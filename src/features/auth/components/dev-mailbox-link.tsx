import { Link, Text } from '@chakra-ui/react';
import { useAuthConfig } from '../api/get-auth-config';

/** Local mode only: codes for local users arrive in the dev mailbox, not by email or SMS. */
export function DevMailboxLink() {
  const mailbox = useAuthConfig()?.mailbox;
  if (!mailbox) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      Local demo: codes arrive in the{' '}
      <Link href={mailbox} target="_blank" rel="noopener" variant="underline">
        dev mailbox
      </Link>
      .
    </Text>
  );
}
