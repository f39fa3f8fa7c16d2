import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { useMeetingWrite } from '../api/meeting-write';
import type { Meeting, MeetingParty, MeetingResponse } from '../model/contract';
import {
  meetingActions,
  meetingStage,
  meetingStatusText,
  otherParty,
  type MeetingStage,
} from '../model/meeting-rules';
import { slotText } from '../model/time-display';

// One meeting and where it stands (issue 18): the times on the table with "Accept this time"
// for the side that did not propose them, suggest other times, decline (investor) or call off.
// Answers go through the outbox; one waiting to be sent is shown as such and not offered again.

export interface MeetingCardProps {
  meeting: Meeting;
  viewer: MeetingParty;
  deviceZone: string;
  /** An answer to it waits in the outbox. */
  waiting: boolean;
  onSuggest: (meeting: Meeting) => void;
}

const STAGE_BADGE: Record<MeetingStage, { palette: string; text: string }> = {
  'your-turn': { palette: 'orange', text: 'Needs your answer' },
  'their-turn': { palette: 'yellow', text: 'Pending' },
  accepted: { palette: 'green', text: 'Accepted' },
  closed: { palette: 'gray', text: 'Closed' },
};

function TimeLines({ iso, deviceZone }: { iso: string; deviceZone: string }) {
  const text = slotText(iso, deviceZone);
  return (
    <Stack gap={0}>
      <Text fontWeight="medium">{text.ist}</Text>
      {text.local ? (
        <Text textStyle="sm" color="fg.muted">
          {text.local}
        </Text>
      ) : null}
    </Stack>
  );
}

export function MeetingCard({ meeting, viewer, deviceZone, waiting, onSuggest }: MeetingCardProps) {
  const write = useMeetingWrite();
  const [confirming, setConfirming] = useState<'decline' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const actions = meetingActions(meeting, viewer);
  const stage = meetingStage(meeting, viewer);
  const badge = STAGE_BADGE[stage];
  const busy = waiting || write.isPending;

  const respond = (body: MeetingResponse) => {
    setFailure(null);
    write.mutate(
      { kind: 'respond', meetingId: meeting.meetingId, title: meeting.title, body },
      {
        onSuccess: (result) => {
          setConfirming(null);
          setQueued(result.state !== 'sent');
        },
        onError: (error) =>
          setFailure(
            isApiError(error) ? error.message : 'Your answer could not be sent. Try again.',
          ),
      },
    );
  };

  const proposer = meeting.proposedBy === viewer ? 'you' : otherParty(meeting, viewer);
  return (
    <Card.Root
      as="li"
      size="sm"
      variant="outline"
      data-testid="meeting"
      data-status={meeting.status}
    >
      <Card.Body gap={3}>
        <HStack justify="space-between" align="flex-start" gap={2} wrap="wrap">
          <Box minW={0}>
            <Text as="h3" fontWeight="semibold" fontSize="md">
              {meeting.title}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              With {otherParty(meeting, viewer)} · {meeting.durationMinutes} minutes
              {meeting.location ? ` · ${meeting.location}` : ''}
              {meeting.isDemo ? ' · demo' : ''}
            </Text>
          </Box>
          <Badge colorPalette={waiting ? 'gray' : badge.palette} variant="subtle">
            {waiting ? 'Waiting to send' : badge.text}
          </Badge>
        </HStack>
        <Text textStyle="sm" data-testid="meeting-status">
          {meetingStatusText(meeting, viewer)}
        </Text>
        {meeting.note ? (
          <Text textStyle="sm" color="fg.muted" fontStyle="italic">
            “{meeting.note}”
          </Text>
        ) : null}

        {meeting.status === 'accepted' && meeting.start ? (
          <TimeLines iso={meeting.start} deviceZone={deviceZone} />
        ) : meeting.status === 'proposed' ? (
          <Box>
            <Text textStyle="xs" color="fg.muted" mb={1}>
              Times proposed by {proposer}
            </Text>
            <Stack as="ul" gap={2} listStyleType="none" ps={0}>
              {meeting.slots.map((slot) => (
                <HStack as="li" key={slot} justify="space-between" gap={2} wrap="wrap">
                  <TimeLines iso={slot} deviceZone={deviceZone} />
                  {actions.accept ? (
                    <Button
                      size="sm"
                      colorPalette="purple"
                      disabled={busy}
                      aria-label={`Accept ${slotText(slot, deviceZone).ist}`}
                      onClick={() => respond({ action: 'accept', slot })}
                    >
                      Accept this time
                    </Button>
                  ) : null}
                </HStack>
              ))}
            </Stack>
          </Box>
        ) : null}

        {failure ? <FormAlert status="error" title={failure} /> : null}
        {queued && waiting ? (
          <FormAlert status="info" title="Saved on this device">
            Your answer is sent when the signal returns.
          </FormAlert>
        ) : null}

        {confirming ? (
          <HStack gap={2} wrap="wrap" role="group" aria-label="Confirm">
            <Text textStyle="sm" flex="1 1 12rem">
              {confirming === 'decline' ? 'Decline this meeting?' : 'Call off this meeting?'}{' '}
              {otherParty(meeting, viewer)} will see it.
            </Text>
            <Button
              size="sm"
              colorPalette="red"
              loading={write.isPending}
              onClick={() => respond({ action: confirming })}
            >
              {confirming === 'decline' ? 'Yes, decline' : 'Yes, call off'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
          </HStack>
        ) : actions.suggest || actions.decline || actions.cancel ? (
          <HStack gap={2} wrap="wrap">
            {actions.suggest ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => onSuggest(meeting)}
              >
                Suggest other times
              </Button>
            ) : null}
            {actions.decline ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => setConfirming('decline')}
              >
                Decline
              </Button>
            ) : null}
            {actions.cancel ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => setConfirming('cancel')}
              >
                Call off
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
