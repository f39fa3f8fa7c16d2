import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useEffect, useState } from 'react';
import { hasStatus } from '@/api/errors';
import { AsOf } from '@/ui/as-of';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { formatIsoDate } from '@/ui/format-money';
import { QueryState } from '@/ui/query-state';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useMediaQuery, WIDE_UP } from '@/ui/use-media-query';
import { useFamily } from '../api/family-get';
import { FAMILY_ROLE_LABELS, type FamilyDetail } from '../model/contract';
import {
  AllocationSection,
  GoalsSection,
  HoldingsSection,
  MembersSection,
  OverlapSection,
  TotalsSection,
} from './family-sections';
import type { DeleteFamilyDialogProps } from './delete-family-dialog';

// One family (issue 15, Deliver 4): its totals, members, consolidated holdings, allocation,
// the overlap between members and their goals, with the actions to edit, delete and print it as
// a family report. Printing leaves out the app's header and navigation and anything marked
// data-print-hide, prints black on white, and adds the report's header (who prepared it, their
// SEBI registration, when, and "Demo data" on demo prices).

// Loads the first time it opens (issue 19: Chakra's Dialog is not in the first visit).
const DeleteDialog = lazyWhenOpen<DeleteFamilyDialogProps>(
  () => import('./delete-family-dialog').then((m) => m.DeleteFamilyDialog),
  (p) => p.open,
);

const printStyles = {
  '@media print': {
    'header, nav, [data-print-hide]': { display: 'none !important' },
    'html, body': { background: 'white !important' },
    '#main *': { color: 'black !important' },
    'tr, li': { breakInside: 'avoid' },
    // Tables print whole: no scroll box to clip them, long cells wrap.
    '#main div:has(> table)': { overflow: 'visible !important', whiteSpace: 'normal !important' },
    '#main td, #main th': { whiteSpace: 'normal !important' },
  },
} as const;

function ReportHeader({ detail }: { detail: FamilyDetail }) {
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const stamp = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  return (
    <Box display="none" _print={{ display: 'block' }} mb={4} data-testid="family-report-header">
      <Heading as="p" size="xl">
        Family report: {detail.name}
      </Heading>
      <Text>
        Prepared by {detail.advisor.name ?? 'your adviser'}
        {detail.advisor.sebiReg
          ? `, SEBI registered investment adviser ${detail.advisor.sebiReg}`
          : ''}
      </Text>
      <Text>
        On {formatIndianDateTime(printedAt)}
        {detail.asOf ? `; prices at the close of ${formatIsoDate(detail.asOf)}` : ''}
      </Text>
      {detail.demo ? <Text fontWeight="bold">Demo data: not real prices or accounts</Text> : null}
    </Box>
  );
}

export interface FamilyViewProps {
  familyId: string;
  onEdit: (detail: FamilyDetail) => void;
  onClosed: () => void;
}

export function FamilyView({ familyId, onEdit, onClosed }: FamilyViewProps) {
  const query = useFamily(familyId);
  const wide = useMediaQuery(WIDE_UP);
  const [deleting, setDeleting] = useState(false);
  if (query.isError && hasStatus(query.error, 404)) {
    return (
      <ScreenEmptyState
        title="No such family"
        description="It may have been deleted, or it is not one of yours."
      >
        <Button variant="outline" onClick={onClosed}>
          All families
        </Button>
      </ScreenEmptyState>
    );
  }
  return (
    <QueryState query={query} loadingHeight="32rem">
      {({ data: detail, cache, cachedAt }) => (
        <Stack gap={8}>
          <Global styles={printStyles} />
          <ReportHeader detail={detail} />
          <Stack gap={3}>
            <HStack justify="space-between" align="flex-start" gap={3} flexWrap="wrap">
              <Box>
                <Heading as="h2" size="xl" data-testid="family-name">
                  {detail.name}
                </Heading>
                <Text color="fg.muted">
                  {detail.members
                    .map(
                      (member) =>
                        `${member.name ?? 'Unnamed client'} (${FAMILY_ROLE_LABELS[member.role].toLowerCase()})`,
                    )
                    .join(', ')}
                </Text>
              </Box>
              <HStack gap={2} flexWrap="wrap" data-print-hide="">
                <Button size="sm" variant="outline" onClick={() => window.print()}>
                  Print family report
                </Button>
                <Button size="sm" variant="outline" onClick={() => onEdit(detail)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setDeleting(true)}
                  onPointerEnter={() => void DeleteDialog.preload()}
                  onFocus={() => void DeleteDialog.preload()}
                >
                  Delete
                </Button>
              </HStack>
            </HStack>
            <HStack gap={2} flexWrap="wrap" data-print-hide="">
              {detail.asOf ? (
                <Text textStyle="sm" color="fg.muted">
                  Prices at the close of {formatIsoDate(detail.asOf)}
                </Text>
              ) : null}
              {detail.demo ? (
                <Badge size="sm" colorPalette="gray" variant="outline">
                  Demo data
                </Badge>
              ) : null}
            </HStack>
            <AsOf cache={cache} cachedAt={cachedAt} />
          </Stack>
          <TotalsSection detail={detail} />
          <MembersSection detail={detail} wide={wide} />
          <HoldingsSection detail={detail} wide={wide} />
          <AllocationSection detail={detail} />
          <OverlapSection detail={detail} />
          <GoalsSection detail={detail} wide={wide} />
          <Text textStyle="xs" color="fg.muted" display="none" _print={{ display: 'block' }}>
            Values are of paper (simulated) accounts at the latest close; goals’ chances come from
            each member’s plan and are not guarantees.
          </Text>
          <DeleteDialog
            detail={detail}
            open={deleting}
            onOpenChange={setDeleting}
            onDeleted={onClosed}
          />
        </Stack>
      )}
    </QueryState>
  );
}
