import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { QueryState } from '@/ui/query-state';
import { useMeetings } from '../api/meetings-get';
import { useMeetingsInOutbox } from '../api/meeting-write';
import type { Meeting, MeetingParty, ProposeMeeting } from '../model/contract';
import { meetingsToShow } from '../model/meeting-rules';
import { slotText } from '../model/time-display';
import { MeetingCard } from './meeting-card';
import type { ProposeMeetingDialogProps } from './propose-meeting-dialog';

// Loads the first time it opens (issue 19: Chakra's Dialog is not in the calendar's first visit).
const ProposeMeetingDialog = lazyWhenOpen<ProposeMeetingDialogProps>(
  () => import('./propose-meeting-dialog').then((m) => m.ProposeMeetingDialog),
  (p) => p.open,
);

// Meetings between an adviser and a client (issue 18): those waiting for the viewer first, then
// those waiting for the other side, then accepted ones to come. The adviser proposes from here;
// a proposal made offline is listed as "Waiting to send" until the outbox delivers it.

export interface MeetingsPanelProps {
  viewer: MeetingParty;
  deviceZone: string;
  today: string;
  sheet: boolean;
  /** Opens the screen's "suggest other times" dialog. */
  onSuggest: (meeting: Meeting) => void;
  /** A proposal was sent, or kept on the device. */
  onSaved: (state: 'sent' | 'queued') => void;
}

function QueuedProposal({ body, deviceZone }: { body: ProposeMeeting; deviceZone: string }) {
  return (
    <Card.Root
      as="li"
      size="sm"
      variant="outline"
      borderStyle="dashed"
      data-testid="meeting-queued"
    >
      <Card.Body gap={2}>
        <HStack justify="space-between" gap={2} wrap="wrap">
          <Text as="h3" fontWeight="semibold">
            {body.title}
          </Text>
          <Badge colorPalette="gray" variant="subtle">
            Waiting to send
          </Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          Proposed on this device; sent when the signal returns.
        </Text>
        <Stack as="ul" gap={1} listStyleType="none" ps={0} textStyle="sm">
          {body.slots.map((slot) => (
            <li key={slot}>{slotText(slot, deviceZone).ist}</li>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function MeetingsPanel(props: MeetingsPanelProps) {
  const { viewer, deviceZone, today, sheet, onSuggest, onSaved } = props;
  const query = useMeetings();
  const inOutbox = useMeetingsInOutbox();
  const [proposing, setProposing] = useState(false);

  const known = new Set(query.data?.data.meetings.map((meeting) => meeting.meetingId) ?? []);
  const queuedProposals = inOutbox.proposals.filter((body) => !known.has(body.meetingId));

  return (
    <Box as="section" id="meetings" aria-labelledby="meetings-heading" scrollMarginTop="4rem">
      <HStack justify="space-between" mb={3} gap={2} wrap="wrap">
        <Heading as="h2" id="meetings-heading" size="md">
          Meetings
        </Heading>
        {viewer === 'advisor' ? (
          <Button
            size="sm"
            colorPalette="purple"
            onClick={() => setProposing(true)}
            onPointerEnter={() => void ProposeMeetingDialog.preload()}
            onFocus={() => void ProposeMeetingDialog.preload()}
          >
            Propose a meeting
          </Button>
        ) : null}
      </HStack>
      <QueryState query={query} loadingHeight="8rem">
        {({ data }) => {
          const shown = meetingsToShow(data.meetings, viewer, new Date());
          if (shown.length === 0 && queuedProposals.length === 0) {
            return (
              <Text color="fg.muted">
                {viewer === 'advisor'
                  ? 'No meetings coming up. Propose one to a client: they choose a time, or suggest another.'
                  : 'No meetings coming up. When your adviser proposes one, you choose a time here.'}
              </Text>
            );
          }
          return (
            <Stack as="ul" gap={3} listStyleType="none" ps={0}>
              {queuedProposals.map((body) => (
                <QueuedProposal key={body.meetingId} body={body} deviceZone={deviceZone} />
              ))}
              {shown.map((meeting) => (
                <MeetingCard
                  key={meeting.meetingId}
                  meeting={meeting}
                  viewer={viewer}
                  deviceZone={deviceZone}
                  waiting={inOutbox.answerWaits(meeting.meetingId)}
                  onSuggest={onSuggest}
                />
              ))}
            </Stack>
          );
        }}
      </QueryState>
      {viewer === 'advisor' ? (
        <ProposeMeetingDialog
          open={proposing}
          onClose={() => setProposing(false)}
          sheet={sheet}
          deviceZone={deviceZone}
          today={today}
          onSaved={onSaved}
        />
      ) : null}
    </Box>
  );
}
