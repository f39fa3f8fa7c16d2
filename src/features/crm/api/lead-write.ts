import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import type { LeadCreate, LeadUpdate } from '../model/contract';
import {
  applyLeadUpdate,
  CRM_LEAD_WRITE_KINDS,
  leadFromCreate,
  LEADS_PATH,
  leadPath,
} from '../model/pending-writes';
import { CRM_KEY } from './leads-get';
import { changeCachedLeads, ownerOf } from './optimistic';

// Adding and editing a lead through the outbox (ARCHITECTURE.md, "The write path"), replayed
// silently: the lead's id is made when the dialog opens, so a replay makes one lead. The list
// changes at once; sent or refused, the server's leads are the truth again, and a refusal throws
// the ApiError for the form's fields.

export type LeadWrite =
  | { kind: 'create'; body: LeadCreate }
  | { kind: 'update'; leadId: string; name: string; body: LeadUpdate };

export function leadWriteRequest(write: LeadWrite): WriteRequest {
  return write.kind === 'create'
    ? {
        kind: CRM_LEAD_WRITE_KINDS.create,
        label: `New lead: ${write.body.name}`,
        replay: 'silent',
        method: 'POST',
        path: LEADS_PATH,
        body: write.body,
      }
    : {
        kind: CRM_LEAD_WRITE_KINDS.update,
        label: `Lead: ${write.name}`,
        replay: 'silent',
        method: 'PATCH',
        path: leadPath(write.leadId),
        body: write.body,
      };
}

export function useLeadWrite() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, LeadWrite>({
    networkMode: 'always',
    onMutate: (write) => {
      const now = new Date().toISOString();
      return changeCachedLeads(queryClient, (leads) =>
        write.kind === 'create'
          ? leads.some((lead) => lead.leadId === write.body.leadId)
            ? leads
            : [
                ...leads,
                leadFromCreate(
                  write.body,
                  ownerOf(leads),
                  now,
                  leads.filter((lead) => lead.stage === 'new').length,
                ),
              ]
          : leads.map((lead) =>
              lead.leadId === write.leadId ? applyLeadUpdate(lead, write.body) : lead,
            ),
      );
    },
    mutationFn: (write) => outbox.submit(leadWriteRequest(write)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: CRM_KEY });
      }
    },
  });
}
