import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import { applyMove, type LeadMove } from '../model/board';
import { LEAD_STAGE_LABELS, type StageChange } from '../model/contract';
import { CRM_LEAD_WRITE_KINDS, leadStagePath } from '../model/pending-writes';
import { CRM_KEY } from './leads-get';
import { changeCachedLeads } from './optimistic';

// Moving a lead on the board (POST /leads/{leadId}/stage) through the outbox, replayed silently:
// the card moves at once, also offline, and the server logs a stage change only when the stage
// really changes, so a replay logs nothing twice.

export function leadMoveRequest(move: LeadMove, name: string): WriteRequest {
  const body: StageChange = { stage: move.stage };
  if (move.position !== undefined) body.position = move.position;
  if (move.stage === 'lost') body.lostReason = move.lostReason ?? null;
  return {
    kind: CRM_LEAD_WRITE_KINDS.stage,
    label: `Move ${name} to ${LEAD_STAGE_LABELS[move.stage]}`,
    replay: 'silent',
    method: 'POST',
    path: leadStagePath(move.leadId),
    body,
  };
}

export function useLeadMove() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, { move: LeadMove; name: string }>({
    networkMode: 'always',
    onMutate: ({ move }) => {
      const now = new Date().toISOString();
      return changeCachedLeads(queryClient, (leads) => applyMove(leads, move, now));
    },
    mutationFn: ({ move, name }) => outbox.submit(leadMoveRequest(move, name)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: CRM_KEY });
      }
    },
  });
}
