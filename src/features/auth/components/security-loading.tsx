import { HStack, Spinner, Text } from '@chakra-ui/react';

/** While the account's security settings (or the form that shows them) load. */
export function SecurityLoading() {
  return (
    <HStack gap={2} role="status">
      <Spinner size="sm" />
      <Text>Loading your security settings…</Text>
    </HStack>
  );
}
