import { Alert, Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { AsOf } from '@/ui/as-of';
import { QueryState } from '@/ui/query-state';
import { useJourney } from '../api/journey-get';
import type { Journey, JourneyStep } from '../model/journey';
import { formatIndianDate } from '../model/kyc-dates';

const STATE_TEXT: Record<JourneyStep['state'], { label: string; palette: string }> = {
  done: { label: 'Done', palette: 'green' },
  current: { label: 'To do now', palette: 'purple' },
  waiting: { label: 'With your adviser', palette: 'blue' },
  attention: { label: 'Needs you', palette: 'orange' },
  todo: { label: 'Later', palette: 'gray' },
};

/** /process: where the investor is, what is left, and what the adviser is waiting for. */
export function JourneyScreen() {
  return (
    <QueryState query={useJourney()} loadingHeight="80">
      {({ data, cache, cachedAt }) => (
        <Stack gap={4}>
          <AsOf cache={cache} cachedAt={cachedAt} />
          <JourneySummary journey={data} />
          <JourneySteps steps={data.steps} assigned={data.adviser !== null} />
        </Stack>
      )}
    </QueryState>
  );
}

function JourneySummary({ journey }: { journey: Journey }) {
  const done = journey.steps.filter((step) => step.state === 'done').length;
  const total = journey.steps.length;
  if (journey.waitingFor) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{journey.waitingFor}</Alert.Title>
          <Alert.Description>
            Nothing is needed from you now: we will tell you here and by e-mail when it is done.
            {` ${done} of ${total} steps done.`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (!journey.next) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>You are all set</Alert.Title>
          <Alert.Description>Every onboarding step is done.</Alert.Description>
        </Alert.Content>
        <Button asChild size="sm" variant="outline">
          <Link to="/investor/dashboard">Go to dashboard</Link>
        </Button>
      </Alert.Root>
    );
  }
  return (
    <Card.Root variant="outline">
      <Card.Body gap={3}>
        <Text color="fg.muted" fontSize="sm">
          {done} of {total} steps done
        </Text>
        <Text fontWeight="semibold" fontSize="lg">
          Next: {journey.next.title}
        </Text>
        <Button asChild alignSelf="start">
          <PathLink path={journey.next.path}>Continue</PathLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function JourneySteps({ steps, assigned }: { steps: readonly JourneyStep[]; assigned: boolean }) {
  return (
    <Box as="ol" listStyleType="none" display="grid" gap={3} aria-label="Onboarding steps">
      {steps.map((step, index) => {
        // Signed up while the practice had no intake adviser: nobody holds it yet (issue 10).
        const state =
          step.state === 'waiting' && !assigned
            ? { ...STATE_TEXT.waiting, label: 'Waiting for an adviser' }
            : STATE_TEXT[step.state];
        return (
          <li key={step.id} aria-current={step.state === 'current' ? 'step' : undefined}>
            <Card.Root size="sm" variant={step.state === 'todo' ? 'subtle' : 'outline'}>
              <Card.Body gap={1}>
                <HStack justify="space-between" align="start" gap={3}>
                  <Text fontWeight="semibold">
                    {index + 1}. {step.title}
                  </Text>
                  <Badge colorPalette={state.palette} flexShrink={0}>
                    {state.label}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {step.detail}
                  {step.at && step.state === 'done' ? ` (${formatIndianDate(step.at)})` : ''}
                </Text>
                {step.path && step.state !== 'done' ? (
                  <Button asChild size="sm" variant="outline" alignSelf="start" mt={1}>
                    <PathLink path={step.path}>
                      {step.state === 'attention' ? 'Fix this' : 'Open'}
                    </PathLink>
                  </Button>
                ) : null}
              </Card.Body>
            </Card.Root>
          </li>
        );
      })}
    </Box>
  );
}

/** A link to a path the server chose (it may carry a query): navigates in the app, no reload. */
function PathLink({ path, children }: { path: string; children: ReactNode }) {
  const router = useRouter();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void router.navigate({ href: path });
  };
  return (
    <a href={path} onClick={open}>
      {children}
    </a>
  );
}
