import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useOutboxItems } from '@/outbox';
import { AsOf } from '@/ui/as-of';
import { FormAlert } from '@/ui/form-alert';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { PageFrame } from '@/ui/page-frame';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useHouseholds } from '../api/contacts-families-get';
import { useContacts } from '../api/contacts-get';
import { contactsWithPending } from '../api/contacts-pending';
import type { Contact } from '../model/contract';
import { ContactExport } from './contact-export';
import {
  ContactCards,
  ContactFilters,
  filterContacts,
  HouseholdsView,
  NO_FILTER,
  type ContactFilter,
} from './contact-list';
import { CrmSearch } from './crm-search';

// /advisor/crm/contact (issue 17): everyone the adviser works with, clients and prospects, as a
// list with filters or grouped by household; ?contact=<id> opens one, ?import=1 the CSV import.
// Adding and editing go through the outbox (kept on the device offline); import, merge and
// export need the network and say so.

const ImportFlow = lazy(() => import('./import-flow'));
// One contact's record (consent, tasks, merge) loads when a contact is opened, not with the list.
const ContactDetail = lazy(() =>
  import('./contact-detail').then((module) => ({ default: module.ContactDetail })),
);
// Loads the first time it opens (issue 19: Chakra's Dialog stays out of the first visit).
const ContactDialog = lazyWhenOpen(
  () => import('./contact-dialog').then((m) => m.ContactDialog),
  (props) => props.open,
);

export interface ContactScreenProps {
  title: string;
  /** The contact opened, from the address. */
  selected?: string | undefined;
  importing: boolean;
  onSelect: (contactId: string | undefined) => void;
  onImport: (open: boolean) => void;
  onOpenLead: (leadId: string) => void;
}

export function ContactScreen(props: ContactScreenProps) {
  const { title, selected, importing, onSelect, onImport, onOpenLead } = props;
  const query = useContacts();
  const families = useHouseholds();
  const [dialog, setDialog] = useState<{ contact?: Contact } | null>(null);
  const [queued, setQueued] = useState(false);
  const [view, setView] = useState<'list' | 'households'>('list');
  const [filter, setFilter] = useState<ContactFilter>(NO_FILTER);
  const waiting = useOutboxItems();
  // The server's contacts with the ones added or changed here and not yet sent.
  const contacts = useMemo(
    () =>
      contactsWithPending(
        query.data?.data.contacts ?? [],
        waiting,
        query.data?.data.asOf ?? new Date().toISOString(),
      ),
    [query.data, waiting],
  );
  const familyNames = useMemo(
    () =>
      new Map((families.data?.data.families ?? []).map((family) => [family.familyId, family.name])),
    [families.data],
  );
  const tags = useMemo(
    () => [...new Set(contacts.flatMap((contact) => contact.tags))].sort(),
    [contacts],
  );

  const onSaved = (contactId: string, state: 'sent' | 'queued') => {
    setQueued(state === 'queued');
    if (state === 'sent' && !selected) onSelect(contactId);
  };
  const dialogs = (
    <ContactDialog
      open={dialog !== null}
      onOpenChange={(open) => {
        if (!open) setDialog(null);
      }}
      contact={dialog?.contact}
      onSaved={onSaved}
    />
  );
  const queuedNote = queued ? (
    <Box mb={4}>
      <FormAlert status="info" title="Saved on this device">
        You seem to be offline: the change is kept and sent when the signal returns.
      </FormAlert>
    </Box>
  ) : null;
  const search = <CrmSearch onOpenLead={onOpenLead} onOpenContact={(id) => onSelect(id)} />;

  if (importing) {
    return (
      <PageFrame title={title}>
        <Suspense fallback={<Spinner />}>
          <ImportFlow contacts={contacts} onClose={() => onImport(false)} />
        </Suspense>
      </PageFrame>
    );
  }

  if (selected) {
    return (
      <PageFrame
        title={title}
        actions={
          <Button variant="outline" onClick={() => onSelect(undefined)}>
            ← All contacts
          </Button>
        }
      >
        {queuedNote}
        <Suspense fallback={<Spinner />}>
          <ContactDetail
            contactId={selected}
            familyNames={familyNames}
            onEdit={(contact) => setDialog({ contact })}
            onOpenLead={onOpenLead}
            onQueued={() => setQueued(true)}
          />
        </Suspense>
        {dialogs}
      </PageFrame>
    );
  }

  const shown = filterContacts(contacts, filter);
  return (
    <PageFrame
      title={title}
      description="Everyone you work with: clients and prospects, their households, consent and history."
      actions={
        <HStack gap={2} wrap="wrap">
          <Button variant="outline" onClick={() => onImport(true)}>
            Import from CSV
          </Button>
          <Button colorPalette="purple" onClick={() => setDialog({})}>
            Add contact
          </Button>
        </HStack>
      }
    >
      {queuedNote}
      <Stack gap={4}>
        {search}
        <QueryState query={query} loadingHeight="20rem">
          {({ cache, cachedAt }) =>
            contacts.length === 0 ? (
              <ScreenEmptyState
                title="No contacts yet"
                description="Add the people you work with, or import them from a spreadsheet."
              >
                <HStack gap={2}>
                  <Button colorPalette="purple" onClick={() => setDialog({})}>
                    Add your first contact
                  </Button>
                  <Button variant="outline" onClick={() => onImport(true)}>
                    Import from CSV
                  </Button>
                </HStack>
              </ScreenEmptyState>
            ) : (
              <Stack gap={3}>
                <AsOf cache={cache} cachedAt={cachedAt} />
                <HStack gap={2} role="group" aria-label="View">
                  <Button
                    size="sm"
                    variant={view === 'list' ? 'solid' : 'outline'}
                    aria-pressed={view === 'list'}
                    onClick={() => setView('list')}
                  >
                    List
                  </Button>
                  <Button
                    size="sm"
                    variant={view === 'households' ? 'solid' : 'outline'}
                    aria-pressed={view === 'households'}
                    onClick={() => setView('households')}
                  >
                    Households
                  </Button>
                </HStack>
                {view === 'list' ? (
                  <>
                    <ContactFilters
                      filter={filter}
                      onChange={setFilter}
                      tags={tags}
                      families={familyNames}
                    />
                    <Text textStyle="sm" color="fg.muted" aria-live="polite">
                      {shown.length === contacts.length
                        ? `${contacts.length} ${contacts.length === 1 ? 'contact' : 'contacts'}`
                        : `${shown.length} of ${contacts.length} contacts`}
                    </Text>
                    <ContactCards contacts={shown} onOpen={onSelect} />
                  </>
                ) : (
                  <HouseholdsView contacts={contacts} families={familyNames} onOpen={onSelect} />
                )}
                <ContactExport />
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      {dialogs}
    </PageFrame>
  );
}
