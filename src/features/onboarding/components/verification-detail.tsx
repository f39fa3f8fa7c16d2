import { Alert, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useClientKyc } from '../api/kyc-client-record';
import { formatIndianDate, waitingFor } from '../model/kyc-dates';
import type { KycRecord } from '../model/kyc-records';
import { DocumentThumbnails } from './document-thumbnails';
import { VerificationDecision } from './verification-decision';
import { VerificationDetails } from './verification-details';

/** One investor's submitted KYC: details beside the documents on a tablet, then the decision. */
export function VerificationDetail({ investorId }: { investorId: string }) {
  const [decided, setDecided] = useState<string | null>(null);
  return (
    <QueryState query={useClientKyc(investorId)} loadingHeight="96">
      {({ data, cache, cachedAt }) => (
        <Stack gap={5}>
          <AsOf cache={cache} cachedAt={cachedAt} />
          <Review investorId={investorId} record={data} decided={decided} onDecided={setDecided} />
        </Stack>
      )}
    </QueryState>
  );
}

const STATUS_TEXT: Record<KycRecord['status'], string> = {
  'not-started': 'This investor has not submitted their KYC yet.',
  draft: 'This investor has not submitted their KYC yet.',
  submitted: '',
  verified: 'You have verified this KYC.',
  rejected: 'You sent this KYC back; it returns here when the investor submits it again.',
};

function Review({
  investorId,
  record,
  decided,
  onDecided,
}: {
  investorId: string;
  record: KycRecord;
  decided: string | null;
  onDecided: (text: string) => void;
}) {
  const details = record.details;
  if (!details) {
    return <ScreenEmptyState title="Nothing to review" description={STATUS_TEXT[record.status]} />;
  }
  const awaiting = record.status === 'submitted' && decided === null;
  return (
    <>
      <Card.Root variant="outline">
        <Card.Body gap={1}>
          <Heading as="h2" size="lg">
            {details.name}
          </Heading>
          <Text color="fg.muted">
            Submitted {formatIndianDate(record.submittedAt)}
            {awaiting && record.submittedAt ? ` · waiting ${waitingFor(record.submittedAt)}` : ''}
          </Text>
        </Card.Body>
      </Card.Root>
      <SimpleGrid
        templateColumns={{ base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap={5}
        alignItems="start"
      >
        <Card.Root variant="outline" as="section" aria-label="Submitted details">
          <Card.Header>
            <Heading as="h2" size="md">
              Details
            </Heading>
          </Card.Header>
          <Card.Body>
            <VerificationDetails details={details} />
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" as="section" aria-label="Documents">
          <Card.Header>
            <Heading as="h2" size="md">
              Documents
            </Heading>
          </Card.Header>
          <Card.Body>
            <DocumentThumbnails investorId={investorId} />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Card.Root variant="outline" as="section" aria-label="Decision">
        <Card.Header>
          <Heading as="h2" size="md">
            Your decision
          </Heading>
        </Card.Header>
        <Card.Body>
          {awaiting ? (
            <VerificationDecision
              investorId={investorId}
              investorName={details.name}
              onDecided={onDecided}
            />
          ) : (
            <Alert.Root status={decided ? 'success' : 'info'} borderRadius="l2" role="status">
              <Alert.Indicator />
              <Alert.Title>{decided ?? STATUS_TEXT[record.status]}</Alert.Title>
            </Alert.Root>
          )}
        </Card.Body>
      </Card.Root>
    </>
  );
}
