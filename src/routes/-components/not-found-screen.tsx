import { Button, HStack } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { PageFrame } from '@/ui/page-frame';
import { PublicShell } from '@/ui/public-shell';
import { ScreenEmptyState } from '@/ui/screen-empty-state';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <PublicShell>
      <PageFrame title="Page not found">
        <ScreenEmptyState
          title="We could not find that page"
          description={`There is no page at ${pathname}. It may have moved, or the link may be mistyped.`}
        >
          <HStack>
            <Button asChild>
              <Link to="/login">Go to the start</Link>
            </Button>
            <Button variant="outline" onClick={() => window.history.back()}>
              Go back
            </Button>
          </HStack>
        </ScreenEmptyState>
      </PageFrame>
    </PublicShell>
  );
}
