import { Alert, Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { DataError } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { PageFrame } from '@/ui/page-frame';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useInsuranceView } from '../hooks/use-insurance-view';
import { indiaToday } from '../model/form-text';
import { existingCover } from '../model/policies';
import { policyName, renewalsDue, type PolicyRow } from '../model/policy-list';
import type { DeletePolicyDialogProps } from './delete-policy-dialog';
import { NeedsCalculator } from './needs-calculator';
import type { PolicyDialogProps } from './policy-dialog';
import { PolicyList } from './policy-list';

// The dialogs load the first time they open (issue 19: Chakra's Dialog is not in the first visit).
const PolicyDialog = lazyWhenOpen<PolicyDialogProps>(
  () => import('./policy-dialog').then((m) => m.PolicyDialog),
  (p) => p.open,
);
const DeletePolicyDialog = lazyWhenOpen<DeletePolicyDialogProps>(
  () => import('./delete-policy-dialog').then((m) => m.DeletePolicyDialog),
  (p) => p.policy !== null,
);

/**
 * /investor/insurance (issue 18, Deliver 3): the investor's policies grouped by kind, premiums
 * due soon called out, and the needs calculator with the gap in plain words. Opens from the
 * saved answer offline ("as of"); adds, edits and deletions typed offline wait in the outbox and
 * show as not sent.
 */
export function InsuranceScreen({ title }: { title: string }) {
  const { query, rows, needsInputs, unsent } = useInsuranceView();
  const [editing, setEditing] = useState<{ policy?: PolicyRow } | null>(null);
  const [deleting, setDeleting] = useState<PolicyRow | null>(null);
  const [queued, setQueued] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [today] = useState(() => indiaToday());

  const saved = (what: string) => (state: 'sent' | 'queued') => {
    setQueued(state === 'queued');
    setAnnouncement(state === 'sent' ? `${what}.` : `${what} on this device; sent when online.`);
  };

  const body = () => {
    if (query.isPending) return <Skeleton h="96" borderRadius="l3" />;
    if (!query.data || !rows) {
      return (
        <DataError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    const due = renewalsDue(rows, today);
    return (
      <Stack gap={8}>
        <Stack gap={3}>
          <AsOf cache={query.data.cache} cachedAt={query.data.cachedAt} />
          {queued ? (
            <FormAlert status="info" title="Saved on this device">
              You seem to be offline: the change is kept and sent when the signal returns.
            </FormAlert>
          ) : null}
          {unsent > 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {unsent === 1 ? '1 change' : `${unsent} changes`} saved on this device, sent when you
              are back online.
            </Text>
          ) : null}
          {due.length > 0 ? (
            <Alert.Root status="warning" borderRadius="l3" data-testid="insurance-due">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {due.length === 1 ? 'A premium is due soon' : `${due.length} premiums due soon`}
                </Alert.Title>
                <Alert.Description>
                  <Box as="ul" listStyleType="none" ps={0}>
                    {due.map((policy) => (
                      <li key={policy.policyId}>
                        {policyName(policy)}: {formatRupees(policy.premium)}
                        {policy.renewalDate ? ` on ${formatIsoDate(policy.renewalDate)}` : ''}
                      </li>
                    ))}
                  </Box>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
        </Stack>

        <Stack as="section" gap={4} aria-labelledby="insurance-policies">
          <Heading as="h2" size="lg" id="insurance-policies">
            Your policies
          </Heading>
          {rows.length === 0 ? (
            <ScreenEmptyState
              icon="🛡️"
              title="No policies yet"
              description="Add your term life, health and other policies to keep their premiums, renewals and nominees in one place, with reminders in your calendar."
            >
              <Button
                colorPalette="purple"
                onClick={() => setEditing({})}
                onPointerEnter={() => void PolicyDialog.preload()}
                onFocus={() => void PolicyDialog.preload()}
              >
                Add your first policy
              </Button>
            </ScreenEmptyState>
          ) : (
            <PolicyList
              rows={rows}
              today={today}
              onEdit={(policy) => setEditing({ policy })}
              onDelete={setDeleting}
            />
          )}
        </Stack>

        <Stack as="section" gap={4} aria-labelledby="insurance-needs">
          <Box>
            <Heading as="h2" size="lg" id="insurance-needs">
              Is your cover enough?
            </Heading>
            <Text color="fg.muted">
              Life cover by income replacement and human life value; health cover by where you live
              and how many it is for.
            </Text>
          </Box>
          <NeedsCalculator saved={needsInputs} cover={existingCover(rows)} />
        </Stack>
      </Stack>
    );
  };

  return (
    <PageFrame
      title={title}
      description="Your policies, their premiums and renewals, and whether your cover is enough."
      actions={
        rows && rows.length > 0 ? (
          <Button
            colorPalette="purple"
            onClick={() => setEditing({})}
            onPointerEnter={() => void PolicyDialog.preload()}
            onFocus={() => void PolicyDialog.preload()}
          >
            Add a policy
          </Button>
        ) : undefined
      }
    >
      {body()}
      <Text srOnly aria-live="polite">
        {announcement}
      </Text>
      <PolicyDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        policy={editing?.policy}
        onSaved={saved(editing?.policy ? 'Policy saved' : 'Policy added')}
      />
      <DeletePolicyDialog
        policy={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onDeleted={(name, state) => saved(`${name} deleted`)(state)}
      />
    </PageFrame>
  );
}
