import { Button } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';

const title = 'Account on hold';

export const Route = createFileRoute('/_signedin/accountfrozen')({
  staticData: { title },
  component: AccountfrozenScreen,
});

/** Where a frozen account (track status UPFACCOUNTFROZEN) lands: what it means, in words. */
function AccountfrozenScreen() {
  return (
    <PageFrame title={title}>
      <ScreenEmptyState
        title="Your account is on hold"
        description="Trading and changes are paused while your account is on hold. Your holdings and data are safe. Please contact your adviser or our support team to restore access."
      >
        <Button asChild colorPalette="purple" variant="solid">
          <Link to="/terms-and-conditions">Read our terms</Link>
        </Button>
      </ScreenEmptyState>
    </PageFrame>
  );
}
