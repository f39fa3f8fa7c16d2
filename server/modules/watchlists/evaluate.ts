import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  evaluateAcrossActions,
  firingText,
  initialProgress,
} from '../../../src/features/watchlists/model/alerts';
import type { Database, Orm } from '../../db/database';
import { corporateActions, dailyBars, instruments } from '../../db/schema';
import { notify } from '../account/notices';
import { addNotification } from '../notifications/store';
import { priceAlerts, type PriceAlertRow } from './tables';

export interface AlertReport {
  checked: number;
  fired: number;
}

export interface EvaluateOptions {
  now: Date;
  /** Demo seeding replays past days without e-mailing anyone. */
  email?: boolean;
  /** Only these alerts (the demo seed's). */
  ids?: readonly string[];
  /** When a crossing on `date` is notified: now, or (demo history) that day's close. */
  stamp?: (date: string) => Date;
}

/** The stock page of an alert's stock: where its notification leads. */
export const stockPath = (exchange: string, symbol: string) =>
  `/stocks/exchange/${exchange}/symbol/${encodeURIComponent(symbol)}`;

async function barsAfter(orm: Orm, instrumentId: number, after: string | null) {
  const query = orm
    .select({ date: dailyBars.tradeDate, close: dailyBars.close })
    .from(dailyBars)
    .where(
      after === null
        ? eq(dailyBars.instrumentId, instrumentId)
        : and(eq(dailyBars.instrumentId, instrumentId), gt(dailyBars.tradeDate, after)),
    );
  // An alert that never saw a day starts at the latest one, without firing on the past.
  return after === null
    ? query.orderBy(desc(dailyBars.tradeDate)).limit(1)
    : query.orderBy(asc(dailyBars.tradeDate));
}

/**
 * One alert against the days after the last it saw, in its own transaction with its row
 * locked: each crossing writes the in-app notification and enqueues the e-mail (the investor's
 * `alerts` choice applies), and the alert's state moves on with them. A job that runs again,
 * or twice at once, finds the days seen and fires nothing more.
 */
async function evaluateOne(
  db: Database,
  alertId: string,
  instrument: { id: number; name: string },
  options: EvaluateOptions,
): Promise<number> {
  return db.orm.transaction(async (tx: Orm) => {
    const [alert] = await tx
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.id, alertId))
      .for('update');
    if (!alert) return 0;
    const bars = await barsAfter(tx, instrument.id, alert.lastDate);
    if (bars.length === 0) return 0;
    if (alert.lastDate === null) {
      const [latest] = bars;
      const progress = initialProgress(alert.kind, alert.threshold, {
        ...latest!,
        previousClose: null,
      });
      await tx.update(priceAlerts).set(progress).where(eq(priceAlerts.id, alertId));
      return 0;
    }
    const actions = await tx
      .select({ exDate: corporateActions.exDate, priceFactor: corporateActions.priceFactor })
      .from(corporateActions)
      .where(
        and(
          eq(corporateActions.instrumentId, instrument.id),
          gt(corporateActions.exDate, alert.lastDate),
          inArray(corporateActions.kind, ['split', 'bonus']),
        ),
      )
      .orderBy(asc(corporateActions.exDate));
    const { progress, fired, threshold } = evaluateAcrossActions(alert, bars, actions);
    const stamp = options.stamp ?? (() => options.now);
    for (const day of fired) {
      const text = firingText({ ...alert, threshold, name: instrument.name }, day);
      await addNotification(tx, {
        recipientSub: alert.ownerSub,
        kind: 'price-alert',
        title: text.title,
        body: text.body,
        link: stockPath(alert.exchange, alert.symbol),
        at: stamp(day.date),
        demo: alert.demo,
      });
      if (options.email !== false) {
        await notify(tx, {
          investorSub: alert.ownerSub,
          topic: 'alerts',
          text: `Nivesh price alert: ${text.title}. ${text.body}`.slice(0, 400),
        });
      }
    }
    await tx
      .update(priceAlerts)
      .set({
        ...progress,
        threshold,
        ...(fired.length > 0 && {
          firedAt: stamp(fired.at(-1)!.date),
          fireCount: sql`${priceAlerts.fireCount} + ${fired.length}`,
        }),
      })
      .where(eq(priceAlerts.id, alertId));
    return fired.length;
  });
}

/**
 * The data.updated job's part of watchlists: every alert against the days the archive gained
 * since it last looked (`npm run market:advance` shows it locally). Alerts on stocks the
 * archive no longer knows wait.
 */
export async function evaluateAlerts(db: Database, options: EvaluateOptions): Promise<AlertReport> {
  const rows: Array<{ alert: PriceAlertRow; id: number; name: string }> = await db.orm
    .select({ alert: priceAlerts, id: instruments.id, name: instruments.name })
    .from(priceAlerts)
    .innerJoin(
      instruments,
      and(
        eq(instruments.exchange, priceAlerts.exchange),
        eq(instruments.symbol, priceAlerts.symbol),
      ),
    )
    .where(options.ids ? inArray(priceAlerts.id, [...options.ids]) : undefined)
    .orderBy(asc(priceAlerts.createdAt), asc(priceAlerts.id));
  const report: AlertReport = { checked: rows.length, fired: 0 };
  for (const { alert, id, name } of rows) {
    report.fired += await evaluateOne(db, alert.id, { id, name }, options);
  }
  return report;
}
