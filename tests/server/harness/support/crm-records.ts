import type { Database } from '../../../../server/db/database';
import { crmContacts, crmLeads, crmTasks } from '../../../../server/modules/crm/tables';
import { demoUuid } from '../../../../server/services/demo-ids';
import { CALLERS } from './callers';

// The adviser CRM's records (issue 17) that routes name by `:leadId`, `:contactId` and
// `:taskId`, seeded by the harness itself like its families: for each adviser caller (own and
// other) one contact, one lead of that contact and one task of that lead, and a second contact
// that the matrix's merge folds into the first.

type CrmRecord = 'lead' | 'contact' | 'task' | 'merged-contact';

export const harnessCrmId = (kind: CrmRecord, advisorSub: string): string =>
  demoUuid(`nivesh-harness-crm-${kind}:${advisorSub}`);

export async function seedHarnessCrm(db: Database): Promise<void> {
  const at = new Date();
  for (const adviser of [CALLERS.A.own, CALLERS.A.other]) {
    const sub = adviser.sub;
    const contactId = harnessCrmId('contact', sub);
    const leadId = harnessCrmId('lead', sub);
    await db.orm
      .insert(crmContacts)
      .values([
        { contactId, advisorSub: sub, name: 'Harness contact', createdAt: at, updatedAt: at },
        {
          contactId: harnessCrmId('merged-contact', sub),
          advisorSub: sub,
          name: 'Harness contact (merged)',
          createdAt: at,
          updatedAt: at,
        },
      ])
      .onConflictDoNothing();
    await db.orm
      .insert(crmLeads)
      .values({
        leadId,
        advisorSub: sub,
        ownerSub: sub,
        contactId,
        name: 'Harness lead',
        source: 'referral',
        stage: 'new',
        stageChangedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
    await db.orm
      .insert(crmTasks)
      .values({
        taskId: harnessCrmId('task', sub),
        advisorSub: sub,
        assigneeSub: sub,
        leadId,
        title: 'Harness task',
        dueAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
  }
}
