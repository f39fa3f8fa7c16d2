import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { initialProgress, MAX_ALERTS } from '../../../src/features/watchlists/model/alerts';
import type {
  AlertCreate,
  PriceAlert,
  PriceAlerts,
} from '../../../src/features/watchlists/model/contract';
import type { Orm } from '../../db/database';
import { instruments } from '../../db/schema';
import { ApiError } from '../../errors';
import { requireKnownStocks } from './stocks';
import { lockOwner } from './store';
import { priceAlerts, type PriceAlertRow } from './tables';

// Price alerts (issue 12, Deliver 10): set, list and delete. When they fire is
// src/features/watchlists/model/alerts.ts's rule, run by the data.updated job (evaluate.ts).

const answerOf = (row: PriceAlertRow, name: string | null): PriceAlert => ({
  id: row.id,
  exchange: row.exchange,
  symbol: row.symbol,
  name: name ?? row.symbol,
  kind: row.kind,
  threshold: row.threshold,
  state: row.state,
  lastDate: row.lastDate,
  lastClose: row.lastClose,
  createdAt: row.createdAt.toISOString(),
  firedAt: row.firedAt?.toISOString() ?? null,
  fireCount: row.fireCount,
  demo: row.demo,
});

export async function alertsOf(orm: Orm, sub: string): Promise<PriceAlerts> {
  const rows = await orm
    .select({ alert: priceAlerts, name: instruments.name })
    .from(priceAlerts)
    .leftJoin(
      instruments,
      and(
        eq(instruments.exchange, priceAlerts.exchange),
        eq(instruments.symbol, priceAlerts.symbol),
      ),
    )
    .where(eq(priceAlerts.ownerSub, sub))
    .orderBy(asc(priceAlerts.symbol), asc(priceAlerts.createdAt));
  return { alerts: rows.map((row) => answerOf(row.alert, row.name)), limit: MAX_ALERTS };
}

/**
 * A new alert, armed against the latest close; one already true starts `met` and waits for
 * the next crossing (the rule's module says why).
 */
export async function createAlert(
  tx: Orm,
  sub: string,
  body: AlertCreate,
  now: Date,
): Promise<PriceAlert> {
  await lockOwner(tx, sub);
  const stock = (await requireKnownStocks(tx, [body], '')).values().next().value!;
  const [counted] = await tx
    .select({ n: count() })
    .from(priceAlerts)
    .where(eq(priceAlerts.ownerSub, sub));
  if ((counted?.n ?? 0) >= MAX_ALERTS) {
    throw new ApiError(
      409,
      'alert_limit',
      `You have ${MAX_ALERTS} alerts, the most there can be: delete one to set another`,
    );
  }
  const [same] = await tx
    .select({ id: priceAlerts.id })
    .from(priceAlerts)
    .where(
      and(
        eq(priceAlerts.ownerSub, sub),
        eq(priceAlerts.exchange, body.exchange),
        eq(priceAlerts.symbol, body.symbol),
        eq(priceAlerts.kind, body.kind),
        eq(priceAlerts.threshold, body.threshold),
      ),
    );
  if (same) throw new ApiError(409, 'alert_exists', 'You have this alert on this stock already');
  const id = body.id ?? randomUUID();
  const [taken] = await tx
    .select({ id: priceAlerts.id })
    .from(priceAlerts)
    .where(eq(priceAlerts.id, id));
  if (taken) throw new ApiError(409, 'alert_exists', 'An alert with this id exists already');
  const progress = initialProgress(body.kind, body.threshold, stock.latest);
  const [row] = await tx
    .insert(priceAlerts)
    .values({
      id,
      ownerSub: sub,
      exchange: body.exchange,
      symbol: body.symbol,
      kind: body.kind,
      threshold: body.threshold,
      ...progress,
      createdAt: now,
    })
    .returning();
  return answerOf(row!, stock.name);
}

export async function deleteAlert(tx: Orm, sub: string, id: string): Promise<PriceAlertRow> {
  const [row] = await tx
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.ownerSub, sub)))
    .returning();
  if (!row) throw new ApiError(404, 'not_found', 'No such alert in this account');
  return row;
}
