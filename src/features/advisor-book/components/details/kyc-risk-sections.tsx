import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import type { InvestorOverview } from '../../model/details-contract';
import { Section } from './section';
import { When } from './when';

const KYC_TEXT: Record<InvestorOverview['kyc']['status'], { label: string; palette: string }> = {
  'not-started': { label: 'Not started', palette: 'gray' },
  draft: { label: 'Being filled in', palette: 'gray' },
  submitted: { label: 'Awaiting your review', palette: 'orange' },
  verified: { label: 'Verified', palette: 'green' },
  rejected: { label: 'Sent back for changes', palette: 'red' },
};

/** Where the client's KYC stands, and its steps. */
export function KycSection({ kyc }: { kyc: InvestorOverview['kyc'] }) {
  const shown = KYC_TEXT[kyc.status];
  return (
    <Section id="details-kyc" title="KYC">
      <Badge alignSelf="start" colorPalette={shown.palette}>
        {shown.label}
      </Badge>
      {kyc.rejectionReason && kyc.status === 'rejected' ? (
        <Text fontSize="sm">Reason given: {kyc.rejectionReason}</Text>
      ) : null}
      {kyc.history.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Nothing submitted yet.
        </Text>
      ) : (
        <Box as="ol" listStyleType="none" fontSize="sm" aria-label="KYC history, newest first">
          {kyc.history.map((step) => (
            <Box as="li" key={`${step.at}-${step.action}`} py={1}>
              <Text as="span" fontWeight="medium">
                {step.action}
              </Text>
              <Text as="span" color="fg.muted">
                {' · '}
                <When at={step.at} />
                {step.by?.name ? ` · ${step.by.name}` : ''}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}

const label = (id: keyof typeof RISK_CATEGORIES) => RISK_CATEGORIES[id].label;

/** The risk category in force, and every questionnaire and override before it. */
export function RiskSection({ risk }: { risk: InvestorOverview['risk'] }) {
  return (
    <Section id="details-risk" title="Risk category">
      {risk.category === null ? (
        <Text color="fg.muted">No risk profile yet.</Text>
      ) : (
        <HStack gap={2} wrap="wrap">
          <Badge colorPalette="purple" size="lg">
            {label(risk.category)}
          </Badge>
          {risk.overridden ? <Badge colorPalette="blue">Set by adviser</Badge> : null}
          {risk.renewalDue ? <Badge colorPalette="orange">Renewal due</Badge> : null}
        </HStack>
      )}
      {risk.takenAt ? (
        <Text fontSize="sm" color="fg.muted">
          Questionnaire taken <When at={risk.takenAt} />
        </Text>
      ) : null}
      {risk.history.length > 0 ? (
        <Stack
          as="ol"
          listStyleType="none"
          gap={1}
          fontSize="sm"
          aria-label="Risk history, newest first"
        >
          {risk.history.map((event) => (
            <li key={`${event.kind}-${event.at}`}>
              <Text as="span" fontWeight="medium">
                {event.kind === 'override'
                  ? `Changed to ${label(event.category)}`
                  : `Questionnaire: ${label(event.category)}`}
              </Text>
              <Text as="span" color="fg.muted">
                {' · '}
                <When at={event.at} />
                {event.by?.name ? ` · ${event.by.name}` : ''}
              </Text>
              {event.reason ? (
                <Text color="fg.muted" fontStyle="italic">
                  “{event.reason}”
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      ) : null}
    </Section>
  );
}
