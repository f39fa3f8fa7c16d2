import {
  Badge,
  Box,
  Button,
  chakra,
  HStack,
  SimpleGrid,
  Stack,
  Table,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useMemo } from 'react';
import { formatCompactRupees, formatIsoDate } from '@/ui/format-money';
import { formatPhone } from '@/ui/format-phone';
import { useMediaQuery, TABLET_UP } from '@/ui/use-media-query';
import { filterLeads, isOverdue, type LeadFilters } from '../model/board';
import {
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STAGE_LABELS,
  LEAD_STAGES,
  type Lead,
  type LeadStage,
} from '../model/contract';
import { BoardCard, MoveTo } from './board-card';

// The leads as a list (issue 17): filters by stage, source and overdue follow-up, a search box
// over name, e-mail, phone and notes; a table on a tablet, cards on a phone.

export interface LeadListProps {
  leads: readonly Lead[];
  today: string;
  filters: LeadFilters;
  onFilters: (filters: LeadFilters) => void;
  onOpen: (leadId: string) => void;
  onMoveTo: (lead: Lead, stage: LeadStage) => void;
}

export function LeadList({ leads, today, filters, onFilters, onOpen, onMoveTo }: LeadListProps) {
  const tablet = useMediaQuery(TABLET_UP);
  const shown = useMemo(() => filterLeads(leads, filters, today), [leads, filters, today]);
  return (
    <Stack gap={4}>
      <Filters filters={filters} onFilters={onFilters} />
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {shown.length === leads.length
          ? `${leads.length} ${leads.length === 1 ? 'lead' : 'leads'}`
          : `${shown.length} of ${leads.length} leads`}
      </Text>
      {shown.length === 0 ? (
        <Box borderWidth="1px" borderRadius="l3" p={6} textAlign="center">
          <Text>No lead matches these filters.</Text>
          <Button
            mt={2}
            size="sm"
            variant="outline"
            onClick={() => onFilters({ stage: 'all', source: 'all', overdueOnly: false, text: '' })}
          >
            Clear the filters
          </Button>
        </Box>
      ) : tablet ? (
        <Table.ScrollArea borderWidth="1px" borderRadius="l3">
          <Table.Root recipe={tableSlotRecipe} size="sm">
            <Table.Caption srOnly>Your leads</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Stage</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Expected assets</Table.ColumnHeader>
                <Table.ColumnHeader>Next follow-up</Table.ColumnHeader>
                <Table.ColumnHeader>Source</Table.ColumnHeader>
                <Table.ColumnHeader>Contact</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <chakra.span srOnly>Move</chakra.span>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((lead) => (
                <Table.Row key={lead.leadId} data-testid="lead-row">
                  <Table.Cell>
                    <Button variant="plain" p={0} h="auto" onClick={() => onOpen(lead.leadId)}>
                      {lead.name}
                    </Button>
                  </Table.Cell>
                  <Table.Cell>{LEAD_STAGE_LABELS[lead.stage]}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {lead.expectedAssets === null ? '–' : formatCompactRupees(lead.expectedAssets)}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap={2}>
                      <span>{lead.nextFollowUp ? formatIsoDate(lead.nextFollowUp) : '–'}</span>
                      {isOverdue(lead, today) ? (
                        <Badge colorPalette="red" size="sm">
                          Overdue
                        </Badge>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{LEAD_SOURCE_LABELS[lead.source]}</Table.Cell>
                  <Table.Cell>
                    {[lead.phone ? formatPhone(lead.phone) : null, lead.email]
                      .filter(Boolean)
                      .join(' · ') || '–'}
                  </Table.Cell>
                  <Table.Cell>
                    <MoveTo lead={lead} onMoveTo={onMoveTo} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : (
        <Stack as="ul" listStyleType="none" ps={0} gap={2}>
          {shown.map((lead) => (
            <li key={lead.leadId}>
              <Text textStyle="xs" color="fg.muted" mb={1}>
                {LEAD_STAGE_LABELS[lead.stage]}
              </Text>
              <BoardCard lead={lead} today={today} onOpen={onOpen} onMoveTo={onMoveTo} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Filters({ filters, onFilters }: Pick<LeadListProps, 'filters' | 'onFilters'>) {
  const id = useId();
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  const select = [inputStyles, { appearance: 'auto', pe: 2 }];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap={3} alignItems="end">
      <Stack gap={1}>
        <chakra.label htmlFor={`${id}-text`} textStyle="sm" fontWeight="medium">
          Search leads
        </chakra.label>
        <chakra.input
          id={`${id}-text`}
          type="search"
          css={inputStyles}
          placeholder="Name, e-mail, phone or notes"
          value={filters.text}
          onChange={(event) => onFilters({ ...filters, text: event.target.value })}
        />
      </Stack>
      <Stack gap={1}>
        <chakra.label htmlFor={`${id}-stage`} textStyle="sm" fontWeight="medium">
          Stage
        </chakra.label>
        <chakra.select
          id={`${id}-stage`}
          css={select}
          value={filters.stage}
          onChange={(event) => {
            const stage = LEAD_STAGES.find((option) => option === event.target.value) ?? 'all';
            onFilters({ ...filters, stage });
          }}
        >
          <option value="all">Every stage</option>
          {LEAD_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {LEAD_STAGE_LABELS[stage]}
            </option>
          ))}
        </chakra.select>
      </Stack>
      <Stack gap={1}>
        <chakra.label htmlFor={`${id}-source`} textStyle="sm" fontWeight="medium">
          Source
        </chakra.label>
        <chakra.select
          id={`${id}-source`}
          css={select}
          value={filters.source}
          onChange={(event) => {
            const source = LEAD_SOURCES.find((option) => option === event.target.value) ?? 'all';
            onFilters({ ...filters, source });
          }}
        >
          <option value="all">Every source</option>
          {LEAD_SOURCES.map((source) => (
            <option key={source} value={source}>
              {LEAD_SOURCE_LABELS[source]}
            </option>
          ))}
        </chakra.select>
      </Stack>
      <chakra.label display="flex" alignItems="center" gap={2} textStyle="sm" minH="9">
        <input
          type="checkbox"
          checked={filters.overdueOnly}
          onChange={(event) => onFilters({ ...filters, overdueOnly: event.target.checked })}
        />
        Overdue follow-ups only
      </chakra.label>
    </SimpleGrid>
  );
}
