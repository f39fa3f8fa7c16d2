import type { Meeting, MeetingParty } from './contract';

// Who may do what with a meeting (issue 18, Deliver 1), as the server allows it: the side that
// did not propose the times on the table accepts one of them or suggests others; the investor
// may decline; either side may call off a meeting that is still on. The screen offers only these.

export interface MeetingActions {
  accept: boolean;
  suggest: boolean;
  decline: boolean;
  cancel: boolean;
}

const NONE: MeetingActions = { accept: false, suggest: false, decline: false, cancel: false };

export function meetingActions(meeting: Meeting, viewer: MeetingParty): MeetingActions {
  if (meeting.status === 'accepted') return { ...NONE, cancel: true };
  if (meeting.status !== 'proposed') return NONE;
  if (meeting.proposedBy === viewer) return { ...NONE, cancel: true };
  return {
    accept: true,
    suggest: true,
    decline: viewer === 'investor',
    cancel: viewer === 'advisor',
  };
}

/** The other side's name, for "Waiting for …". */
export function otherParty(meeting: Meeting, viewer: MeetingParty): string {
  const other = viewer === 'advisor' ? meeting.investor : meeting.advisor;
  return other.name ?? (viewer === 'advisor' ? 'your client' : 'your adviser');
}

export type MeetingStage = 'your-turn' | 'their-turn' | 'accepted' | 'closed';

export function meetingStage(meeting: Meeting, viewer: MeetingParty): MeetingStage {
  if (meeting.status === 'accepted') return 'accepted';
  if (meeting.status !== 'proposed') return 'closed';
  return meeting.proposedBy === viewer ? 'their-turn' : 'your-turn';
}

/** The state in words, e.g. "Waiting for Sunita Rao to choose a time". */
export function meetingStatusText(meeting: Meeting, viewer: MeetingParty): string {
  switch (meetingStage(meeting, viewer)) {
    case 'your-turn':
      return meeting.proposedBy === 'investor'
        ? `${otherParty(meeting, viewer)} suggested other times: choose one`
        : 'Choose a time, suggest others or decline';
    case 'their-turn':
      return `Waiting for ${otherParty(meeting, viewer)} to choose a time`;
    case 'accepted':
      return 'Accepted: on both calendars, with a reminder the day before and an hour before';
    case 'closed':
      return meeting.status === 'declined' ? 'Declined' : 'Cancelled';
  }
}

const STAGE_ORDER: Record<MeetingStage, number> = {
  'your-turn': 0,
  'their-turn': 1,
  accepted: 2,
  closed: 3,
};

const whenOf = (meeting: Meeting): number =>
  Date.parse(meeting.start ?? meeting.slots[0] ?? meeting.updatedAt);

/**
 * The meetings list: those waiting for the viewer first, then those waiting for the other side,
 * then accepted ones still to come; past and called-off ones are left out (the calendar keeps
 * them), by time within each.
 */
export function meetingsToShow(
  meetings: readonly Meeting[],
  viewer: MeetingParty,
  now: Date,
): Meeting[] {
  const end = (meeting: Meeting) =>
    meeting.start
      ? Date.parse(meeting.start) + meeting.durationMinutes * 60_000
      : Math.max(...meeting.slots.map((slot) => Date.parse(slot)));
  return meetings
    .filter((meeting) => meetingStage(meeting, viewer) !== 'closed' && end(meeting) > now.getTime())
    .sort(
      (a, b) =>
        STAGE_ORDER[meetingStage(a, viewer)] - STAGE_ORDER[meetingStage(b, viewer)] ||
        whenOf(a) - whenOf(b),
    );
}

/** The meeting an event of kind `meeting` stands for (its id names the meeting). */
export function meetingOfEvent(eventId: string, meetings: readonly Meeting[]): Meeting | undefined {
  return meetings.find((meeting) => eventId.includes(meeting.meetingId));
}
