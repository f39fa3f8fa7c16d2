import { Button } from '@chakra-ui/react';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { roleOf } from '@/auth/permissions';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';

/**
 * The goal and basket screens of the signed-in shell (spec 2: open to any signed-in user) are an
 * investor's own money: an adviser who opens one is told so in plain words and sent home,
 * rather than shown the API's refusal. The server refuses advisers on these APIs itself.
 */
export function InvestorsOnly({ title, children }: { title: string; children: ReactNode }) {
  const { session } = useRouteContext({ from: '/_signedin' });
  if (roleOf(session.profile()?.userType) !== 'A') return children;
  return (
    <PageFrame title={title}>
      <ScreenEmptyState
        title="This screen is for investors"
        description="Goals and baskets belong to each investor's own account. Your clients' goals and baskets appear in their investor details."
      >
        <Button asChild colorPalette="purple">
          <Link to="/advisor/marketoverview">Go to the market overview</Link>
        </Button>
      </ScreenEmptyState>
    </PageFrame>
  );
}
