import { Badge, Box, Button, Card, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { hasStatus } from '@/api/errors';
import { AsOf } from '@/ui/as-of';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { formatIsoDate } from '@/ui/format-money';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useContact } from '../api/contacts-get';
import { useFormatPhone } from '../hooks/use-format-phone';
import { HOUSEHOLD_ROLE_LABELS } from '../model/contact-form';
import {
  IMPORTANT_DATE_KIND_LABELS,
  LEAD_STAGE_LABELS,
  type Contact,
  type ContactDetail as Detail,
} from '../model/contract';
import { ContactConsents } from './contact-consents';
import { ContactMerge } from './contact-merge';
import { TasksPanel } from './tasks-panel';

// Loads the first time it opens (issue 19: Chakra's Dialog stays out of the first visit).
const ContactInteractionDialog = lazyWhenOpen(
  () => import('./contact-interaction-dialog').then((m) => m.ContactInteractionDialog),
  (props) => props.open,
);

// One contact (issue 17): its fields (edited in the contact dialog), consent per channel with its
// history, its leads, its tasks, and a timeline of everything, newest first; "Log an
// interaction" and merging a duplicate into it.

export interface ContactDetailProps {
  contactId: string;
  /** The household's name by family id, for the heading. */
  familyNames: ReadonlyMap<string, string>;
  onEdit: (contact: Contact) => void;
  onOpenLead: (leadId: string) => void;
  onQueued: () => void;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" size="sm" variant="outline">
      <Card.Body gap={3}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function ContactDetail(props: ContactDetailProps) {
  const query = useContact(props.contactId);
  if (query.isError && hasStatus(query.error, 404)) {
    return (
      <ScreenEmptyState
        title="No such contact"
        description="It may have been merged into another contact, or it is not one of yours."
      />
    );
  }
  return (
    <QueryState query={query} loadingHeight="30rem">
      {({ data, cache, cachedAt }) => (
        <Stack gap={4}>
          <AsOf cache={cache} cachedAt={cachedAt} />
          <DetailBody detail={data} {...props} />
        </Stack>
      )}
    </QueryState>
  );
}

function DetailBody({
  detail,
  familyNames,
  onEdit,
  onOpenLead,
  onQueued,
}: ContactDetailProps & { detail: Detail }) {
  const { contact } = detail;
  const [logging, setLogging] = useState(false);
  const formatPhone = useFormatPhone();
  const saved = (state: 'sent' | 'queued') => {
    if (state === 'queued') onQueued();
  };
  const household = contact.familyId ? familyNames.get(contact.familyId) : undefined;
  return (
    <Stack gap={4}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap={3}>
        <Box>
          <Heading as="h2" size="xl" data-testid="contact-name">
            {contact.name}
          </Heading>
          <HStack gap={2} mt={1} wrap="wrap">
            <Badge colorPalette={contact.investorId ? 'green' : 'blue'} variant="subtle">
              {contact.investorId ? 'Client' : 'Prospect'}
            </Badge>
            {household ? (
              <Badge variant="outline">
                {household}
                {contact.householdRole ? `, ${HOUSEHOLD_ROLE_LABELS[contact.householdRole]}` : ''}
              </Badge>
            ) : null}
            {contact.isDemo ? <Badge variant="outline">Demo</Badge> : null}
          </HStack>
        </Box>
        <HStack gap={2} align="flex-start">
          <Button variant="outline" onClick={() => onEdit(contact)}>
            Edit
          </Button>
          <Button colorPalette="purple" onClick={() => setLogging(true)}>
            Log an interaction
          </Button>
        </HStack>
      </Stack>

      <Section title="Details">
        <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={4} rowGap={1}>
          <Text as="dt" color="fg.muted">
            E-mail
          </Text>
          <Text as="dd">{contact.email ?? 'Not given'}</Text>
          <Text as="dt" color="fg.muted">
            Phone
          </Text>
          <Text as="dd">{contact.phone ? formatPhone(contact.phone) : 'Not given'}</Text>
          <Text as="dt" color="fg.muted">
            Tags
          </Text>
          <Text as="dd">{contact.tags.length > 0 ? contact.tags.join(', ') : 'None'}</Text>
          {contact.importantDates.map((date, index) => (
            <Box key={index} display="contents">
              <Text as="dt" color="fg.muted">
                {date.label ?? IMPORTANT_DATE_KIND_LABELS[date.kind]}
              </Text>
              <Text as="dd">{formatIsoDate(date.date)}</Text>
            </Box>
          ))}
        </chakra.dl>
        {contact.notes ? <Text whiteSpace="pre-wrap">{contact.notes}</Text> : null}
      </Section>

      <Section title="Consent to contact">
        <ContactConsents
          contactId={contact.contactId}
          name={contact.name}
          history={detail.consentHistory}
          onSaved={saved}
        />
      </Section>

      <Section title="Leads">
        {detail.leads.length === 0 ? (
          <Text color="fg.muted">No leads for this contact.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" ps={0} gap={1}>
            {detail.leads.map((lead) => (
              <HStack as="li" key={lead.leadId} justify="space-between">
                <chakra.button
                  type="button"
                  color="purple.fg"
                  textDecoration="underline"
                  cursor="pointer"
                  onClick={() => onOpenLead(lead.leadId)}
                >
                  {lead.name}
                </chakra.button>
                <Badge variant="subtle">{LEAD_STAGE_LABELS[lead.stage]}</Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </Section>

      <Section title="Tasks">
        <TasksPanel contactId={contact.contactId} />
      </Section>

      <Section title="Timeline">
        {detail.timeline.length === 0 ? (
          <Text color="fg.muted">Nothing yet: log a call or a meeting to start the record.</Text>
        ) : (
          <Stack as="ol" listStyleType="none" ps={0} gap={3}>
            {detail.timeline.map((entry, index) => (
              <Box as="li" key={`${entry.kind}-${entry.refId ?? index}-${entry.at}`}>
                <Text textStyle="xs" color="fg.muted">
                  {formatIndianDateTime(new Date(entry.at))}
                </Text>
                <Text fontWeight="medium">{entry.title}</Text>
                {entry.detail ? (
                  <Text textStyle="sm" whiteSpace="pre-wrap">
                    {entry.detail}
                  </Text>
                ) : null}
              </Box>
            ))}
          </Stack>
        )}
      </Section>

      <Section title="Merge a duplicate">
        <ContactMerge keep={contact} />
      </Section>

      <ContactInteractionDialog
        contactId={contact.contactId}
        name={contact.name}
        open={logging}
        onOpenChange={setLogging}
        onSaved={saved}
      />
    </Stack>
  );
}
