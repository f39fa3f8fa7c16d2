import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { advisorSettings } from './tables';

// The demo's practice settings (issue 15, Deliver 6): advisor@ (Priya Mehta) is an admin
// adviser with her practice's profile filled in; advisor2@ (Vikram Rao) is not an admin and
// keeps the defaults. Idempotent: the row is written once, so what the adviser changes on the
// settings screen stays across restarts.

export const DEMO_ADMIN_EMAIL = 'advisor@example.com';

export async function seedAdvisorSettingsDemo(db: Database): Promise<void> {
  const priya = demoSubOf(DEMO_ADMIN_EMAIL);
  await db.orm.transaction(async (tx) => {
    await tx.update(userProfiles).set({ isAdmin: true }).where(eq(userProfiles.sub, priya));
    await tx
      .insert(advisorSettings)
      .values({
        advisorSub: priya,
        practiceName: 'Mehta Wealth Advisory (demo)',
        sebiValidUntil: '2030-03-31',
        contactEmail: 'office@mehtawealth.example',
        contactPhone: '+919820012345',
        officeAddress: '4th floor, 12 Hill Road, Bandra West, Mumbai 400050',
      })
      .onConflictDoNothing({ target: advisorSettings.advisorSub });
  });
}
