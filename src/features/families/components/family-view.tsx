import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { Global } from '@emotion/react';
import { useEffect, useState } from 'react';
import { hasStatus, isApiError } from '@/api/errors';
import { AsOf } from '@/ui/as-of';
import { FormAlert } from '@/ui/form-alert';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { formatIsoDate } from '@/ui/format-money';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useMediaQuery, WIDE_UP } from '@/ui/use-media-query';
import { useFamily } from '../api/family-get';
import { useFamilyWrite } from '../api/family-write';
import { FAMILY_ROLE_LABELS, type FamilyDetail } from '../model/contract';
import {
  AllocationSection,
  GoalsSection,
  HoldingsSection,
  MembersSection,
  OverlapSection,
  TotalsSection,
} from './family-sections';

// One family (issue 15, Deliver 4): its totals, members, consolidated holdings, allocation,
// the overlap between members and their goals, with the actions to edit, delete and print it as
// a family report. Printing leaves out the app's header and navigation and anything marked
// data-print-hide, prints black on white, and adds the report's header (who prepared it, their
// SEBI registration, when, and "Demo data" on demo prices).

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

function DeleteDialog({
  detail,
  open,
  onOpenChange,
  onDeleted,
}: {
  detail: FamilyDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const write = useFamilyWrite();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4} maxW="md">
            <Dialog.Header>
              <Dialog.Title>Delete the family {detail.name}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                {failure ? <FormAlert status="error" title={failure} /> : null}
                <Text>
                  The family goes; its{' '}
                  {detail.members.length === 1 ? 'client stays' : 'clients stay'} yours, with their
                  accounts and goals as they are.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Keep it
              </Button>
              <Button
                colorPalette="red"
                loading={write.isPending}
                onClick={() =>
                  write.mutate(
                    { kind: 'delete', familyId: detail.familyId, name: detail.name },
                    {
                      onSuccess: () => {
                        onOpenChange(false);
                        onDeleted();
                      },
                      onError: (error) =>
                        setFailure(
                          isApiError(error) ? error.message : 'It could not be deleted. Try again.',
                        ),
                    },
                  )
                }
              >
                Delete the family
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
