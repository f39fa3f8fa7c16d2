import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatIsoDate, formatRupees } from '@/ui/format-money';
import { POLICY_KIND_LABELS, PREMIUM_FREQUENCY_LABELS } from '../model/contract';
import {
  daysBetween,
  groupPolicies,
  policyName,
  renewalState,
  type PolicyRow,
} from '../model/policy-list';

// The policies grouped by kind, each with its insurer, cover, premium, next due date (marked
// when due within a month or past) and nominees. The investor's list has Edit and Delete; the
// adviser's is read only.

interface PolicyListProps {
  rows: readonly PolicyRow[];
  /** Today in India, YYYY-MM-DD. */
  today: string;
  onEdit?: (policy: PolicyRow) => void;
  onDelete?: (policy: PolicyRow) => void;
  /** The heading level of each kind's title (h3 on the investor's screen, h4 in the adviser's section). */
  headingLevel?: 'h3' | 'h4';
}

function Renewal({ policy, today }: { policy: PolicyRow; today: string }) {
  if (policy.renewalDate === null) {
    return (
      <Text>{policy.frequency === 'single' ? 'Paid up (single premium)' : 'No date given'}</Text>
    );
  }
  const state = renewalState(policy.renewalDate, today);
  const days = daysBetween(today, policy.renewalDate);
  const date = formatIsoDate(policy.renewalDate);
  return (
    <HStack gap={2} wrap="wrap">
      <Text as="span">
        <time dateTime={policy.renewalDate}>{date}</time>
      </Text>
      {state === 'due-soon' ? (
        <Badge colorPalette="orange" variant="solid" size="sm">
          {days === 0 ? 'Due today' : days === 1 ? 'Due tomorrow' : `Due in ${days} days`}
        </Badge>
      ) : state === 'overdue' ? (
        <Badge colorPalette="red" variant="solid" size="sm">
          Past due
        </Badge>
      ) : null}
    </HStack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums">
        {children}
      </Box>
    </Box>
  );
}

function PolicyCard({
  policy,
  today,
  onEdit,
  onDelete,
}: { policy: PolicyRow } & Omit<PolicyListProps, 'rows' | 'headingLevel'>) {
  const name = policyName(policy);
  const dueSoon = ['due-soon', 'overdue'].includes(renewalState(policy.renewalDate, today));
  return (
    <Card.Root
      as="li"
      size="sm"
      variant="outline"
      borderStyle={policy.waiting ? 'dashed' : undefined}
      borderColor={dueSoon ? 'orange.emphasized' : undefined}
      data-testid="insurance-policy"
    >
      <Card.Body gap={3}>
        <HStack justify="space-between" align="flex-start" gap={2}>
          <Box minW={0}>
            <Text fontWeight="semibold" fontSize="lg">
              {policy.insurer}
            </Text>
            {policy.policyNumber ? (
              <Text textStyle="sm" color="fg.muted">
                Policy {policy.policyNumber}
              </Text>
            ) : null}
          </Box>
          <HStack gap={1} wrap="wrap" justify="flex-end">
            {policy.waiting === 'create' ? <Badge colorPalette="gray">Not sent yet</Badge> : null}
            {policy.waiting === 'update' ? (
              <Badge colorPalette="gray">Changes not sent yet</Badge>
            ) : null}
            {policy.isDemo ? (
              <Badge colorPalette="gray" variant="outline">
                Demo
              </Badge>
            ) : null}
          </HStack>
        </HStack>
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }}
          gap={3}
        >
          <Fact label={policy.kind === 'motor' ? 'Insured value' : 'Sum assured'}>
            {formatRupees(policy.sumAssured)}
          </Fact>
          <Fact label="Premium">
            {formatRupees(policy.premium)}{' '}
            <Text as="span" fontWeight="normal" color="fg.muted">
              {PREMIUM_FREQUENCY_LABELS[policy.frequency].toLowerCase()}
            </Text>
          </Fact>
          <Fact label="Next due">
            <Renewal policy={policy} today={today} />
          </Fact>
        </Box>
        <Text textStyle="sm">
          <Text as="span" color="fg.muted">
            Nominees:{' '}
          </Text>
          {policy.nominees.length === 0
            ? 'none given'
            : policy.nominees
                .map((nominee) => `${nominee.name} (${nominee.relation}, ${nominee.sharePct} %)`)
                .join(', ')}
        </Text>
        {policy.documentIds.length > 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {policy.documentIds.length === 1
              ? '1 document attached'
              : `${policy.documentIds.length} documents attached`}
          </Text>
        ) : null}
        {policy.notes ? (
          <Text textStyle="sm" whiteSpace="pre-wrap">
            {policy.notes}
          </Text>
        ) : null}
        {onEdit || onDelete ? (
          <HStack gap={2}>
            {onEdit ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Edit ${name}`}
                onClick={() => onEdit(policy)}
              >
                Edit
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Delete ${name}`}
                onClick={() => onDelete(policy)}
              >
                Delete
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

export function PolicyList({
  rows,
  today,
  onEdit,
  onDelete,
  headingLevel = 'h3',
}: PolicyListProps) {
  return (
    <Stack gap={6}>
      {groupPolicies(rows).map((group) => {
        const headingId = `insurance-kind-${group.kind}`;
        const count = group.policies.length;
        return (
          <Stack as="section" key={group.kind} gap={3} aria-labelledby={headingId}>
            <Box>
              <Heading as={headingLevel} size="md" id={headingId}>
                {POLICY_KIND_LABELS[group.kind]}
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                {count === 1 ? '1 policy' : `${count} policies`}, cover {formatRupees(group.cover)}
                {group.yearlyPremium > 0
                  ? `, premiums ${formatRupees(group.yearlyPremium)} a year`
                  : ''}
              </Text>
            </Box>
            <Box
              as="ul"
              listStyleType="none"
              ps={0}
              display="grid"
              gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
              gap={3}
            >
              {group.policies.map((policy) => (
                <PolicyCard
                  key={policy.policyId}
                  policy={policy}
                  today={today}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))}
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
