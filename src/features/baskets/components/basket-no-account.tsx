import { Alert, Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** Investing needs the paper account the broker link opens (409 no_paper_account). */
export function BasketNoAccount() {
  return (
    <Alert.Root status="info" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          Link the paper broker first: it opens your paper account with virtual cash to invest.
        </Alert.Description>
        <Button asChild size="sm" mt={2} variant="outline" alignSelf="flex-start">
          <Link to="/linkbroker" search={{ newuser: false }}>
            Link the paper broker
          </Link>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
