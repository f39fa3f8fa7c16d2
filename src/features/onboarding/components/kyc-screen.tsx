import { Alert, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { formatIndianDate } from '../model/kyc-dates';
import { useOwnKyc } from '../api/kyc-get';
import { readLocalKycDraft } from '../api/kyc-local-draft';
import { newerDraft, valuesFromDraft } from '../model/kyc-form';
import type { KycRecord } from '../model/kyc-records';
import { KycForm } from './kyc-form';

/** The draft kept on this device, read once per visit. */
const useLocalKycDraft = (sub: string) =>
  useQuery({
    queryKey: ['device', 'kyc-draft', sub],
    queryFn: () => readLocalKycDraft(sub),
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: 0,
  });

/** /kyc: the form, or where the KYC stands once it is sent. */
export function KycScreen({ sub }: { sub: string }) {
  const record = useOwnKyc();
  const local = useLocalKycDraft(sub);
  // Offline with no copy of the record (each draft saved to the server drops the cached one):
  // the draft on this device still opens the form, so a reload without signal loses nothing.
  // Once open it stays, so the record arriving later does not reopen it with older values.
  const [fromDevice, setFromDevice] = useState(false);
  if (!fromDevice && record.isError && local.data) setFromDevice(true);
  if (fromDevice && local.data) {
    return <KycForm sub={sub} initial={valuesFromDraft(local.data.draft)} />;
  }
  return (
    <QueryState query={record} loadingHeight="96">
      {({ data }) => <ForRecord sub={sub} record={data} />}
    </QueryState>
  );
}

function ForRecord({ sub, record }: { sub: string; record: KycRecord }) {
  if (record.status === 'submitted') {
    return (
      <ScreenEmptyState
        title="Your KYC is with your adviser"
        description={`Sent on ${formatIndianDate(record.submittedAt)}. You will be told in the app and by e-mail once it is checked.`}
      >
        <Button asChild colorPalette="purple">
          <Link to="/process">See its progress</Link>
        </Button>
      </ScreenEmptyState>
    );
  }
  if (record.status === 'verified') {
    return (
      <ScreenEmptyState
        title="Your KYC is verified"
        description={`Verified on ${formatIndianDate(record.decidedAt)}. Next, your risk profile.`}
      >
        <Button asChild colorPalette="purple">
          <Link to="/riskprofile">Set your risk profile</Link>
        </Button>
      </ScreenEmptyState>
    );
  }
  return (
    <Stack gap={5}>
      {record.status === 'rejected' && record.rejectionReason ? (
        <Alert.Root status="warning" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your adviser asked for changes</Alert.Title>
            <Alert.Description whiteSpace="pre-wrap">{record.rejectionReason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <WithLocalDraft sub={sub} record={record} />
    </Stack>
  );
}

/** The newer of this device's draft and the server's opens the form (offline typing wins). */
function WithLocalDraft({ sub, record }: { sub: string; record: KycRecord }) {
  const local = useLocalKycDraft(sub);
  if (local.isPending) return null;
  const server = record.draft && {
    draft: record.draft,
    savedAt: record.updatedAt ? Date.parse(record.updatedAt) : 0,
  };
  const chosen = newerDraft(local.data ?? null, server);
  return <KycForm sub={sub} initial={valuesFromDraft(chosen?.draft)} />;
}
