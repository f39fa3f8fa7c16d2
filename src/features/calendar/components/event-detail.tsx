import { Badge, Box, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import {
  CALENDAR_EVENT_KIND_LABELS,
  type CalendarEvent,
  type Meeting,
  type MeetingParty,
} from '../model/contract';
import { appLink } from '../model/app-link';
import { formatLongDay } from '../model/day-labels';
import { KIND_STYLES } from '../model/kind-style';
import { eventTimeText } from '../model/time-display';
import { CalendarIcon } from './kind-icon';
import { DialogFrame } from './dialog-frame';
import { MeetingCard } from './meeting-card';

// An event's detail (issue 18): its kind in words and icon, the day, the time in IST (and the
// device's), the client (adviser), what the server says about it (amount, record date, how a
// date was computed) and a link to where it comes from in the app. A meeting shows its state
// and the answers the viewer may give.

export interface EventDetailProps {
  event: CalendarEvent | null;
  onClose: () => void;
  sheet: boolean;
  deviceZone: string;
  clientName: string | undefined;
  viewer: MeetingParty;
  /** The meeting a meeting event stands for, when known. */
  meeting: Meeting | undefined;
  meetingAnswerWaits: boolean;
  onSuggest: (meeting: Meeting) => void;
}

export function EventDetail(props: EventDetailProps) {
  const { event, onClose, sheet } = props;
  return (
    <DialogFrame open={event !== null} onClose={onClose} sheet={sheet} title={event?.title ?? ''}>
      {event ? <DetailBody {...props} event={event} /> : null}
    </DialogFrame>
  );
}

function DetailBody({
  event,
  onClose,
  deviceZone,
  clientName,
  viewer,
  meeting,
  meetingAnswerWaits,
  onSuggest,
}: EventDetailProps & { event: CalendarEvent }) {
  const style = KIND_STYLES[event.kind];
  const time = eventTimeText(event, deviceZone);
  // A meeting's link is the calendar itself: its card below is where it is answered.
  const link = appLink(event.link, useLocation().pathname);
  return (
    <>
      <Dialog.Body>
        <Stack gap={3} data-testid="calendar-event-detail">
          <HStack gap={2} colorPalette={style.palette}>
            <Badge variant="subtle" size="md" gap={1}>
              <CalendarIcon name={event.kind} size={14} />
              {CALENDAR_EVENT_KIND_LABELS[event.kind]}
              {event.tentative ? ' · proposed, not accepted yet' : ''}
            </Badge>
          </HStack>
          <Box>
            <Text fontWeight="medium">{formatLongDay(event.date)}</Text>
            <Text color="fg.muted">{time.ist}</Text>
            {time.local ? <Text color="fg.muted">{time.local}</Text> : null}
          </Box>
          {clientName ? <Text>Client: {clientName}</Text> : null}
          {event.detail ? <Text whiteSpace="pre-line">{event.detail}</Text> : null}
          {meeting ? (
            <Box as="ul" listStyleType="none" ps={0}>
              <MeetingCard
                meeting={meeting}
                viewer={viewer}
                deviceZone={deviceZone}
                waiting={meetingAnswerWaits}
                onSuggest={(chosen) => {
                  onClose();
                  onSuggest(chosen);
                }}
              />
            </Box>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        {link ? (
          <Button asChild colorPalette="purple">
            <Link to={link.to} search={link.search}>
              {link.label}
            </Link>
          </Button>
        ) : null}
      </Dialog.Footer>
    </>
  );
}
