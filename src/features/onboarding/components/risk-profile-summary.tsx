import { Alert, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { RiskProfileView } from '../api/risk-profile-schema';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import { RiskDate } from './risk-date';
import { RiskExplanation } from './risk-explanation';

interface RiskProfileSummaryProps {
  profile: RiskProfileView;
  renewalDue: boolean;
  onRetake: () => void;
}

/** The profile already taken: when, the result explained, the adviser's change, and a retake. */
export function RiskProfileSummary({ profile, renewalDue, onRetake }: RiskProfileSummaryProps) {
  const { override } = profile;
  return (
    <Stack gap={5}>
      {renewalDue ? (
        <Alert.Root status="warning" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your risk profile is due for renewal</Alert.Title>
            <Alert.Description>
              You took it on <RiskDate iso={profile.takenAt} />, more than a year ago. Your finances
              and plans may have changed: answer the questions again so advice still suits you.
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" colorPalette="orange" alignSelf="center" onClick={onRetake}>
            Start re-profile
          </Button>
        </Alert.Root>
      ) : (
        <Text color="fg.muted">
          Taken on <RiskDate iso={profile.takenAt} />. It is due for renewal a year later.
        </Text>
      )}
      {override ? (
        <Alert.Root status="info" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              Your adviser set your category to {RISK_CATEGORIES[override.category].label}
            </Alert.Title>
            <Alert.Description>
              {override.by.name ?? 'Your adviser'} on <RiskDate iso={override.at} />: “
              {override.reason}”
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Card.Root variant="outline">
        <Card.Body>
          <RiskExplanation outcome={profile} />
        </Card.Body>
      </Card.Root>
      <HStack gap={3} flexWrap="wrap">
        <Button asChild colorPalette="purple">
          <Link to="/congratulation">What it means for your portfolio</Link>
        </Button>
        {renewalDue ? null : (
          <Button variant="outline" onClick={onRetake}>
            Retake the questionnaire
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
