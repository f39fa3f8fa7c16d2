import type * as z from 'zod/mini';
import {
  calendarEventsSchema,
  calendarFeedCreatedSchema,
  calendarFeedRevokedSchema,
  calendarFeedStateSchema,
  meetingListSchema,
  meetingResponseSchema,
  meetingSchema,
  proposeMeetingSchema,
} from '../../../src/features/calendar/model/contract';
import { shared } from '../../openapi/shared-schema';

// The calendar's contract (src/features/calendar/model/contract.ts), named for the OpenAPI
// document.

export const meetingProposeBody = shared<z.output<typeof proposeMeetingSchema>>(
  proposeMeetingSchema,
  'MeetingProposal',
  [
    {
      meetingId: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
      investorSub: '7e2d3b8f-9a4c-4d7e-8f1b-2c3d4e5f6071',
      title: 'Half-yearly portfolio review',
      durationMinutes: 30,
      slots: ['2030-07-01T10:30:00+05:30', '2030-07-02T16:00:00+05:30'],
      location: 'Video call (link in chat)',
      note: 'We will go over the goals and the SIP step-up.',
    },
  ],
);
export const meetingRespondBody = shared<z.output<typeof meetingResponseSchema>>(
  meetingResponseSchema,
  'MeetingResponse',
  [
    { action: 'accept', slot: '2030-07-01T10:30:00+05:30' },
    { action: 'suggest', slots: ['2030-07-03T11:00:00+05:30'], note: 'Mornings suit me better' },
    { action: 'decline', note: null },
  ],
);
export const meetingAnswer = shared(meetingSchema, 'Meeting');
export const meetingListAnswer = shared(meetingListSchema, 'Meetings');
export const calendarEventsAnswer = shared(calendarEventsSchema, 'CalendarEvents');
export const feedStateAnswer = shared(calendarFeedStateSchema, 'CalendarFeed');
export const feedCreatedAnswer = shared(calendarFeedCreatedSchema, 'CalendarFeedCreated');
export const feedRevokedAnswer = shared(calendarFeedRevokedSchema, 'CalendarFeedRevoked');
