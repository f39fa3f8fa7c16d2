import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AuthSession } from '@/auth/session';
import { FormAlert } from '@/ui/form-alert';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { useAccount } from '../api/account-get';
import { AdviserActivityCard } from './adviser-activity-card';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard, deletionDate } from './delete-account-card';
import { NotificationsCard } from './notifications-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

/** The investor's account settings (issue 11, Deliver 8). */
export function AccountSettingsScreen({
  session,
  security,
}: {
  session: AuthSession;
  /** Two-step verification, the identity feature's own section. */
  security: ReactNode;
}) {
  const account = useAccount();
  return (
    <Stack gap={6} maxW="3xl">
      <QueryState query={account} loadingHeight="20rem">
        {({ data, cache, cachedAt }) => (
          <Stack gap={6}>
            <AsOf cache={cache} cachedAt={cachedAt} />
            {data.deletion ? (
              <FormAlert
                status="info"
                title={`Your account will be deleted on ${deletionDate(data.deletion.dueAt)}.`}
              >
                Changed your mind? Choose “Keep my account” at the end of this page.
              </FormAlert>
            ) : null}
            <ProfileCard account={data} />
            {security}
            <NotificationsCard saved={data.notifications} />
            <SessionsCard session={session} lastRevokedAt={data.sessionsRevokedAt} />
            <AdviserActivityCard />
            <DataExportCard />
            <DeleteAccountCard deletion={data.deletion} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
