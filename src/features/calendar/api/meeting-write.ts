import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, useOutboxItems, type SubmitResult, type WriteRequest } from '@/outbox';
import type { MeetingResponse, ProposeMeeting } from '../model/contract';
import { CALENDAR_KEY } from './events-get';
import { MEETINGS_PATH } from './meetings-get';

// Meeting writes through the outbox (ARCHITECTURE.md, "The write path"), replayed silently: a
// proposal made on a tablet without signal, or an answer typed on a train, is kept on the device
// and lands once (a proposal carries the id made when the form opened; the Idempotency-Key is
// the outbox item's). Sent or refused, the server's meetings are the truth again; a refusal
// throws the ApiError for the form to show at its fields, with what the user typed kept.

export type MeetingWrite =
  | { kind: 'propose'; body: ProposeMeeting; clientName: string }
  | { kind: 'respond'; meetingId: string; title: string; body: MeetingResponse };

export const MEETING_WRITE_KINDS = ['meeting-propose', 'meeting-respond'] as const;

export const meetingRespondPath = (meetingId: string) =>
  `${MEETINGS_PATH}/${encodeURIComponent(meetingId)}/respond`;

const RESPONSE_WORDS: Record<MeetingResponse['action'], string> = {
  accept: 'Accept',
  suggest: 'Suggest other times for',
  decline: 'Decline',
  cancel: 'Call off',
};

export function meetingWriteRequest(write: MeetingWrite): WriteRequest {
  if (write.kind === 'propose') {
    return {
      kind: 'meeting-propose',
      label: `Meeting with ${write.clientName}: ${write.body.title}`,
      replay: 'silent',
      method: 'POST',
      path: MEETINGS_PATH,
      body: write.body,
    };
  }
  return {
    kind: 'meeting-respond',
    label: `${RESPONSE_WORDS[write.body.action]} the meeting “${write.title}”`,
    replay: 'silent',
    method: 'POST',
    path: meetingRespondPath(write.meetingId),
    body: write.body,
  };
}

export function useMeetingWrite() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, MeetingWrite>({
    networkMode: 'always',
    mutationFn: (write) => outbox.submit(meetingWriteRequest(write)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
      }
    },
  });
}

const isProposal = (body: unknown): body is ProposeMeeting =>
  typeof body === 'object' && body !== null && 'meetingId' in body && 'slots' in body;

/** The meeting writes still on this device: answers waiting to be sent, and unsent proposals. */
export function useMeetingsInOutbox(): {
  answerWaits: (meetingId: string) => boolean;
  proposals: ProposeMeeting[];
} {
  const items = useOutboxItems();
  const waiting = new Set(
    items.filter((item) => item.kind === 'meeting-respond').map((item) => item.path),
  );
  return {
    answerWaits: (meetingId) => waiting.has(meetingRespondPath(meetingId)),
    proposals: items
      .filter((item) => item.kind === 'meeting-propose')
      .map((item) => item.body)
      .filter(isProposal),
  };
}
