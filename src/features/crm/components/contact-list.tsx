import {
  Badge,
  Box,
  Card,
  chakra,
  Heading,
  HStack,
  Stack,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { useFormatPhone } from '../hooks/use-format-phone';
import { HOUSEHOLD_ROLE_LABELS, HOUSEHOLD_ROLES } from '../model/contact-form';
import type { Contact } from '../model/contract';

// The contacts list (issue 17) with its filters (words, tag, household, client or prospect), and
// the households view: contacts grouped by family with their roles, clients and prospects
// together, the head first.

export type ContactKindFilter = 'all' | 'client' | 'prospect';
export interface ContactFilter {
  text: string;
  tag: string;
  /** '' = any, 'none' = in no household, else a family id. */
  family: string;
  kind: ContactKindFilter;
}
export const NO_FILTER: ContactFilter = { text: '', tag: '', family: '', kind: 'all' };

const digits = (text: string) => text.replace(/\D/g, '');

export function filterContacts(contacts: readonly Contact[], filter: ContactFilter): Contact[] {
  const words = filter.text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return contacts.filter((contact) => {
    if (filter.kind === 'client' && !contact.investorId) return false;
    if (filter.kind === 'prospect' && contact.investorId) return false;
    if (filter.tag && !contact.tags.some((tag) => tag.toLowerCase() === filter.tag.toLowerCase()))
      return false;
    if (filter.family === 'none' && contact.familyId) return false;
    if (filter.family && filter.family !== 'none' && contact.familyId !== filter.family)
      return false;
    const haystack = [contact.name, contact.email ?? '', contact.tags.join(' ')]
      .join(' ')
      .toLowerCase();
    const phone = digits(contact.phone ?? '');
    return words.every(
      (word) =>
        haystack.includes(word) || (digits(word).length >= 3 && phone.includes(digits(word))),
    );
  });
}

export function ContactFilters({
  filter,
  onChange,
  tags,
  families,
}: {
  filter: ContactFilter;
  onChange: (filter: ContactFilter) => void;
  tags: readonly string[];
  families: ReadonlyMap<string, string>;
}) {
  const input = useRecipe({ key: 'input' })({ size: 'sm' });
  const select = [input, { appearance: 'auto', pe: 2 }];
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap={2}>
      <chakra.input
        type="search"
        aria-label="Filter contacts"
        placeholder="Filter by name, e-mail, phone or tag"
        css={input}
        value={filter.text}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
      />
      <chakra.select
        aria-label="Tag"
        css={select}
        value={filter.tag}
        onChange={(event) => onChange({ ...filter, tag: event.target.value })}
      >
        <option value="">Any tag</option>
        {tags.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </chakra.select>
      <chakra.select
        aria-label="Household"
        css={select}
        value={filter.family}
        onChange={(event) => onChange({ ...filter, family: event.target.value })}
      >
        <option value="">Any household</option>
        <option value="none">In no household</option>
        {[...families].map(([familyId, name]) => (
          <option key={familyId} value={familyId}>
            {name}
          </option>
        ))}
      </chakra.select>
      <chakra.select
        aria-label="Clients or prospects"
        css={select}
        value={filter.kind}
        onChange={(event) => onChange({ ...filter, kind: event.target.value as ContactKindFilter })}
      >
        <option value="all">Clients and prospects</option>
        <option value="client">Clients</option>
        <option value="prospect">Prospects</option>
      </chakra.select>
    </Stack>
  );
}

function ContactCard({ contact, onOpen }: { contact: Contact; onOpen: () => void }) {
  const formatPhone = useFormatPhone();
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body gap={1}>
        <HStack justify="space-between" align="flex-start" gap={2}>
          <chakra.button
            type="button"
            fontWeight="semibold"
            color="purple.fg"
            textDecoration="underline"
            textUnderlineOffset="3px"
            textAlign="start"
            cursor="pointer"
            onClick={onOpen}
          >
            {contact.name}
          </chakra.button>
          <Badge size="sm" colorPalette={contact.investorId ? 'green' : 'blue'} variant="subtle">
            {contact.investorId ? 'Client' : 'Prospect'}
          </Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {[contact.phone ? formatPhone(contact.phone) : null, contact.email]
            .filter(Boolean)
            .join(' · ') || 'No phone or e-mail'}
        </Text>
        {contact.tags.length > 0 ? (
          <HStack gap={1} wrap="wrap">
            {contact.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="outline">
                {tag}
              </Badge>
            ))}
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

export function ContactCards({
  contacts,
  onOpen,
}: {
  contacts: readonly Contact[];
  onOpen: (contactId: string) => void;
}) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      ps={0}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
      gap={3}
    >
      {contacts.map((contact) => (
        <ContactCard
          key={contact.contactId}
          contact={contact}
          onOpen={() => onOpen(contact.contactId)}
        />
      ))}
    </Box>
  );
}

const roleOrder = (contact: Contact) =>
  contact.householdRole ? HOUSEHOLD_ROLES.indexOf(contact.householdRole) : HOUSEHOLD_ROLES.length;

export function HouseholdsView({
  contacts,
  families,
  onOpen,
}: {
  contacts: readonly Contact[];
  families: ReadonlyMap<string, string>;
  onOpen: (contactId: string) => void;
}) {
  const groups = new Map<string, Contact[]>();
  for (const contact of contacts) {
    if (!contact.familyId) continue;
    groups.set(contact.familyId, [...(groups.get(contact.familyId) ?? []), contact]);
  }
  if (groups.size === 0) {
    return <Text color="fg.muted">No contact is in a household yet: choose one when editing.</Text>;
  }
  return (
    <Stack gap={4}>
      {[...groups].map(([familyId, members]) => (
        <Card.Root as="section" key={familyId} size="sm" variant="outline">
          <Card.Body gap={2}>
            <Heading as="h2" size="md">
              {families.get(familyId) ?? 'A household'}
            </Heading>
            <Stack as="ul" listStyleType="none" ps={0} gap={1}>
              {members
                .sort((a, b) => roleOrder(a) - roleOrder(b) || a.name.localeCompare(b.name))
                .map((contact) => (
                  <HStack as="li" key={contact.contactId} justify="space-between">
                    <chakra.button
                      type="button"
                      color="purple.fg"
                      textDecoration="underline"
                      cursor="pointer"
                      onClick={() => onOpen(contact.contactId)}
                    >
                      {contact.name}
                    </chakra.button>
                    <Text textStyle="sm" color="fg.muted">
                      {contact.householdRole ? HOUSEHOLD_ROLE_LABELS[contact.householdRole] : ''}
                      {contact.investorId ? ', client' : ', prospect'}
                    </Text>
                  </HStack>
                ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
