import type { Orm } from '../../db/database';
import type { Profile } from '../../services/profiles';
import { isExpired } from './service';
import { selectAdvisorLinks } from './store';

/** GET /api/advisor/broker-links: the adviser's own investors, those to sign in again first. */
export async function advisorLinks(orm: Orm, advisor: Profile, now: Date) {
  const rows = await selectAdvisorLinks(orm, advisor.sub);
  const links = rows.map((row) => {
    const status =
      row.broker === null
        ? ('none' as const)
        : isExpired(row, now)
          ? ('expired' as const)
          : ('linked' as const);
    return {
      investorId: row.investorSub,
      name: row.name ?? row.email,
      broker: row.broker,
      status,
      lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
      needsRelogin: status === 'expired',
      demo: row.demo ?? false,
    };
  });
  const rank = { expired: 0, none: 1, linked: 2 } as const;
  return { links: links.sort((a, b) => rank[a.status] - rank[b.status]) };
}
