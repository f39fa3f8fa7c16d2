import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isTradingDay,
  lastTradingDayBefore,
  nextTradingDay,
  tradingDaysBetween,
  tradingDaysEnding,
} from '../../../server/archive/calendar';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import { generateArchive, type GeneratedArchive } from '../../../server/archive/generator/generate';
import { defaultGenerateOptions } from '../../../server/archive/generator/options';
import { REFERENCE_DATE } from '../../../server/archive/reference-data';
import { migrate } from '../../../server/db/migrate';
import { openTestDatabase } from '../support/test-database';
import { removeTempDirs, tempDir } from '../support/test-server';
import { SMALL } from './support';

afterAll(removeTempDirs);

const fingerprint = (archive: GeneratedArchive): string => {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(archive.days));
  for (const stock of archive.stocks) {
    hash.update(stock.company.symbol);
    for (const column of Object.values(stock.bars) as ArrayLike<number>[]) {
      hash.update(Buffer.from(Float64Array.from(column).buffer));
    }
    hash.update(JSON.stringify([stock.actions, stock.fundamentals, stock.facts]));
  }
  hash.update(JSON.stringify(archive.indices));
  return hash.digest('hex');
};

describe('NSE trading calendar', () => {
  it.each([
    ['2026-06-30', true, 'a Tuesday'],
    ['2026-07-04', false, 'a Saturday'],
    ['2026-07-05', false, 'a Sunday'],
    ['2026-01-26', false, 'Republic Day'],
    ['2025-10-21', false, 'Diwali (Laxmi Pujan) 2025'],
    ['2024-03-29', false, 'Good Friday 2024'],
    ['2024-11-20', false, 'the Maharashtra election holiday 2024'],
    ['2026-08-03', true, 'the reference day of the closing prices'],
    ['2030-08-15', false, 'Independence Day in a year without a holiday list'],
  ])('%s trades: %s (%s)', (day, trades) => {
    expect(isTradingDay(day)).toBe(trades);
  });

  it('counts sessions, skipping weekends and holidays', () => {
    // January 2026: 22 weekdays less Jan 15 (civic elections) and Jan 26 (Republic Day).
    expect(tradingDaysBetween('2026-01-01', '2026-01-31')).toHaveLength(20);
    expect(nextTradingDay('2026-01-23')).toBe('2026-01-27');
    expect(lastTradingDayBefore('2026-11-21')).toBe('2026-11-20');
    expect(lastTradingDayBefore('2026-11-25')).toBe('2026-11-23');
    // 26 June 2026 is Muharram.
    expect(tradingDaysEnding('2026-06-30', 3)).toEqual(['2026-06-25', '2026-06-29', '2026-06-30']);
  });

  it('ends the default history on the last trading day before today, five years long', () => {
    const options = defaultGenerateOptions(new Date('2026-11-21T04:00:00Z'));
    expect(options.endDate).toBe('2026-11-20');
    const days = tradingDaysEnding(options.endDate, options.days);
    expect(days[0] && days[0] < '2021-12-01').toBe(true);
    expect(days.every(isTradingDay)).toBe(true);
  });
});

describe('demo data generation', () => {
  it('gives identical data for the same seed and end date, and other data for another seed', () => {
    const first = generateArchive(SMALL);
    const second = generateArchive({ ...SMALL });
    expect(fingerprint(second)).toBe(fingerprint(first));
    expect(fingerprint(generateArchive({ ...SMALL, seed: 'other-seed' }))).not.toBe(
      fingerprint(first),
    );
  });

  it('generates the full universe: 500 NSE shares over five years, anchored to real closes', () => {
    const archive = generateArchive({ ...defaultGenerateOptions(), endDate: '2026-11-20' });
    expect(archive.stocks).toHaveLength(500);
    expect(archive.days).toHaveLength(1240);
    const anchor = archive.days.indexOf(REFERENCE_DATE);
    const reliance = archive.stocks.find((stock) => stock.company.symbol === 'RELIANCE');
    expect(reliance?.bars.close[anchor]).toBe(131_900);
    const nifty50 = archive.indices.find((index) => index.code === 'NIFTY50');
    expect(nifty50?.units).toHaveLength(50);
    // The real NIFTY 50 closed the week at 24,383.60 on 31 July 2026; the demo one is near it.
    const july31 = nifty50?.levels[archive.days.indexOf('2026-07-31')]?.close ?? 0;
    expect(Math.abs(july31 / 100 / 24_383.6 - 1)).toBeLessThan(0.05);
    for (const stock of archive.stocks) {
      const { open, high, low, close } = stock.bars;
      for (let k = 0; k < archive.days.length; k += 1) {
        const [o, h, l, c] = [open[k] ?? 0, high[k] ?? 0, low[k] ?? 0, close[k] ?? 0];
        if (!(l > 0 && l <= Math.min(o, c) && h >= Math.max(o, c))) {
          throw new Error(
            `${stock.company.symbol} ${archive.days[k]}: o ${o} h ${h} l ${l} c ${c}`,
          );
        }
      }
    }
  });
});

describe('demo archive in the database', () => {
  it('extends a stored history with exactly the days a longer generation has', async () => {
    const db = await openTestDatabase(await tempDir('extend'));
    try {
      await migrate(db);
      expect((await ensureDemoArchive(db, SMALL)).action).toBe('generated');
      expect((await ensureDemoArchive(db, SMALL)).action).toBe('unchanged');
      const extended = await ensureDemoArchive(db, { ...SMALL, endDate: '2026-07-10' });
      expect(extended.days).toEqual(tradingDaysBetween('2026-07-01', '2026-07-10'));

      const longer = generateArchive({ ...SMALL, endDate: '2026-07-10', days: 68 });
      const stored = await db.transaction((tx) =>
        tx.query<{ symbol: string; day: string; close: number }>(
          `SELECT i.symbol, b.trade_date::text AS day, b.close FROM daily_bars b
             JOIN instruments i ON i.id = b.instrument_id WHERE b.trade_date > '2026-06-30'`,
        ),
      );
      expect(stored).toHaveLength(20 * extended.days.length);
      for (const row of stored) {
        const stock = longer.stocks.find((s) => s.company.symbol === row.symbol);
        expect(stock?.bars.close[longer.days.indexOf(row.day)], `${row.symbol} ${row.day}`).toBe(
          row.close,
        );
      }
    } finally {
      await db.close();
    }
  });
});
