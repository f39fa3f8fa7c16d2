import { Badge, Box, chakra, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { contactsQueryOptions } from '../api/contacts-get';
import { interactionsQueryOptions } from '../api/interactions-get';
import { leadsQueryOptions } from '../api/leads-get';
import type * as SearchModel from '../model/search';
import type { CrmSearchKind, CrmSearchResult } from '../model/search';

// One search box over the adviser's leads, contacts and notes (issue 17, Deliver 6): typo
// tolerant, built in the page from the cached lists (model/search.ts, MiniSearch), so it works
// offline. The index module loads on the first letter typed. A result opens its lead or contact.

type SearchModule = typeof SearchModel;

const KIND_LABELS: Record<CrmSearchKind, string> = {
  lead: 'Lead',
  contact: 'Contact',
  interaction: 'Note',
};

export interface CrmSearchProps {
  onOpenLead: (leadId: string) => void;
  onOpenContact: (contactId: string) => void;
}

export function CrmSearch({ onOpenLead, onOpenContact }: CrmSearchProps) {
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const id = useId();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchModule | null>(null);
  const typed = query.trim() !== '';
  const leads = useQuery({ ...leadsQueryOptions(), enabled: typed });
  const contacts = useQuery({ ...contactsQueryOptions(), enabled: typed });
  const interactions = useQuery({ ...interactionsQueryOptions(), enabled: typed });

  useEffect(() => {
    if (!typed || search) return;
    let live = true;
    void import('../model/search').then((module) => {
      if (live) setSearch(module);
    });
    return () => {
      live = false;
    };
  }, [typed, search]);

  const index = useMemo(
    () =>
      search
        ? search.buildCrmIndex({
            leads: leads.data?.data.leads ?? [],
            contacts: contacts.data?.data.contacts ?? [],
            interactions: interactions.data?.data.interactions ?? [],
          })
        : null,
    [search, leads.data, contacts.data, interactions.data],
  );
  const results: CrmSearchResult[] =
    search && index && typed ? search.searchCrm(index, query, 12) : [];
  const loading = leads.isPending || contacts.isPending || interactions.isPending;

  const open = (result: CrmSearchResult) => {
    if (result.kind === 'lead') onOpenLead(result.id);
    else if (result.kind === 'contact') onOpenContact(result.id);
    else if (result.leadId) onOpenLead(result.leadId);
    else if (result.contactId) onOpenContact(result.contactId);
  };

  return (
    <Box role="search" position="relative">
      <chakra.input
        type="search"
        aria-label="Search leads, contacts and notes"
        aria-controls={`${id}-results`}
        placeholder="Search leads, contacts and notes"
        css={input}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {typed ? (
        <Stack
          id={`${id}-results`}
          as="ul"
          listStyleType="none"
          ps={0}
          mt={2}
          gap={1}
          borderWidth="1px"
          borderRadius="l2"
          p={2}
          aria-live="polite"
        >
          {results.length === 0 ? (
            <Text as="li" color="fg.muted">
              {loading || !index ? 'Searching…' : `Nothing found for “${query.trim()}”.`}
            </Text>
          ) : (
            results.map((result) => (
              <Box as="li" key={`${result.kind}-${result.id}`}>
                <chakra.button
                  type="button"
                  w="full"
                  textAlign="start"
                  cursor="pointer"
                  p={1}
                  borderRadius="l1"
                  _hover={{ bg: 'bg.muted' }}
                  onClick={() => open(result)}
                >
                  <Badge size="sm" variant="subtle" me={2}>
                    {KIND_LABELS[result.kind]}
                  </Badge>
                  <Text as="span" fontWeight="medium">
                    {result.title}
                  </Text>
                  {result.snippet ? (
                    <Text textStyle="sm" color="fg.muted" lineClamp={1}>
                      {result.snippet}
                    </Text>
                  ) : null}
                </chakra.button>
              </Box>
            ))
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
