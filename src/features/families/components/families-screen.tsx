import { Badge, Box, Button, Card, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { ChangeValue } from '@/ui/change-value';
import { FormAlert } from '@/ui/form-alert';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { PageFrame } from '@/ui/page-frame';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useFamilies } from '../api/families-get';
import { FAMILY_ROLE_LABELS, type FamilyDetail, type FamilySummary } from '../model/contract';
import type { FamilyDialogProps } from './family-dialog';
import { FamilyView } from './family-view';

// Loads the first time it opens (issue 19: Chakra's Dialog is not in the first visit).
const FamilyDialog = lazyWhenOpen<FamilyDialogProps>(
  () => import('./family-dialog').then((m) => m.FamilyDialog),
  (p) => p.open,
);

// /advisor/MFO (issue 15, Deliver 4): the adviser's families (households) as cards with their
// members and combined value; one opened (?family=<id>, so a reload or an offline start reopens
// it) shows the family view. Making, editing and deleting go through the outbox.

export interface FamiliesScreenProps {
  title: string;
  /** The family opened, from the address. */
  selected?: string | undefined;
  onSelect: (familyId: string | undefined) => void;
}

function FamilyCard({ family, onOpen }: { family: FamilySummary; onOpen: () => void }) {
  const noAccount = family.members.filter((member) => !member.hasAccount).length;
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body gap={2}>
        <chakra.button
          type="button"
          fontWeight="semibold"
          fontSize="lg"
          color="purple.fg"
          textDecoration="underline"
          textUnderlineOffset="3px"
          textAlign="start"
          cursor="pointer"
          onClick={onOpen}
        >
          {family.name}
        </chakra.button>
        <Text textStyle="sm" color="fg.muted">
          {family.members
            .map(
              (member) =>
                `${member.name ?? 'Unnamed client'} (${FAMILY_ROLE_LABELS[member.role].toLowerCase()})`,
            )
            .join(', ')}
        </Text>
        <HStack justify="space-between" align="flex-end" gap={3}>
          <Box>
            <Text textStyle="xs" color="fg.muted">
              Combined value
            </Text>
            <Text fontWeight="semibold" fontSize="xl" fontVariantNumeric="tabular-nums">
              {formatRupees(family.totals.value)}
            </Text>
          </Box>
          <Box textAlign="end">
            <Text textStyle="xs" color="fg.muted">
              Today
            </Text>
            <ChangeValue paise={family.totals.dayChange} percent={family.totals.dayChangePercent} />
          </Box>
        </HStack>
        {noAccount > 0 ? (
          <Badge size="sm" colorPalette="orange" variant="subtle" alignSelf="flex-start">
            {noAccount === 1 ? '1 member has' : `${noAccount} members have`} no paper account
          </Badge>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

export function FamiliesScreen({ title, selected, onSelect }: FamiliesScreenProps) {
  const query = useFamilies();
  const [dialog, setDialog] = useState<{ family?: FamilySummary } | null>(null);
  const [queued, setQueued] = useState(false);
  const families = query.data?.data.families ?? [];

  const onSaved = (familyId: string, state: 'sent' | 'queued') => {
    setQueued(state === 'queued');
    if (state === 'sent') onSelect(familyId);
  };
  const edit = (detail: FamilyDetail) =>
    setDialog({ family: families.find((one) => one.familyId === detail.familyId) ?? detail });

  const dialogs = (
    <FamilyDialog
      open={dialog !== null}
      onOpenChange={(open) => {
        if (!open) setDialog(null);
      }}
      family={dialog?.family}
      families={families}
      onSaved={onSaved}
    />
  );
  const queuedNote = queued ? (
    <Box mb={4} data-print-hide="">
      <FormAlert status="info" title="Saved on this device">
        You seem to be offline: the change is kept and sent when the signal returns.
      </FormAlert>
    </Box>
  ) : null;

  if (selected) {
    return (
      <PageFrame
        title={title}
        actions={
          <Button variant="outline" onClick={() => onSelect(undefined)} data-print-hide="">
            ← All families
          </Button>
        }
      >
        {queuedNote}
        <FamilyView familyId={selected} onEdit={edit} onClosed={() => onSelect(undefined)} />
        {dialogs}
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={title}
      description="Your clients grouped into households: each family’s holdings, allocation, overlap and goals together, and a printable family report."
      actions={
        <Button colorPalette="purple" onClick={() => setDialog({})}>
          New family
        </Button>
      }
    >
      {queuedNote}
      <QueryState query={query} loadingHeight="20rem">
        {({ data, cache, cachedAt }) =>
          data.families.length === 0 ? (
            <ScreenEmptyState
              title="No families yet"
              description="Group clients of one household into a family to see what they own together."
            >
              <Button colorPalette="purple" onClick={() => setDialog({})}>
                Make your first family
              </Button>
            </ScreenEmptyState>
          ) : (
            <Stack gap={3}>
              <AsOf cache={cache} cachedAt={cachedAt} />
              <Text textStyle="sm" color="fg.muted">
                {data.families.length} {data.families.length === 1 ? 'family' : 'families'}
                {data.asOf ? `; values at the close of ${formatIsoDate(data.asOf)}` : ''}
                {data.demo ? ' (demo data)' : ''}
              </Text>
              <Box
                as="ul"
                listStyleType="none"
                ps={0}
                display="grid"
                gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
                gap={3}
              >
                {data.families.map((family) => (
                  <FamilyCard
                    key={family.familyId}
                    family={family}
                    onOpen={() => onSelect(family.familyId)}
                  />
                ))}
              </Box>
            </Stack>
          )
        }
      </QueryState>
      {dialogs}
    </PageFrame>
  );
}
