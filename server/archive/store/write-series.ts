import type { SqlTransaction } from '../../db/database';
import type { GeneratedArchive } from '../generator/generate';
import { ColumnBuffer, insertColumns } from './bulk';
import {
  detailColumnValues,
  FILL_MISSING_DETAIL,
  FUNDAMENTALS_DETAIL_COLUMNS,
} from './fundamentals-detail-columns';

export interface SeriesOptions {
  /** First day of the window to write (an extension skips the day it continues from). */
  fromDay?: number;
  /**
   * Per symbol, what generated prices are multiplied by so an extension continues from the
   * stored close (which a real bhavcopy may have set) instead of jumping back to the demo path.
   */
  scales?: ReadonlyMap<string, number>;
}

const TICK = 5;
const scaled = (paise: number, scale: number) =>
  scale === 1 ? paise : Math.max(TICK, Math.round((paise * scale) / TICK) * TICK);

/** Daily bars, corporate actions and quarterly fundamentals of the generated stocks. */
export async function writeSeries(
  tx: SqlTransaction,
  archive: GeneratedArchive,
  ids: ReadonlyMap<string, number>,
  { fromDay = 0, scales }: SeriesOptions = {},
): Promise<{ bars: number; actions: number; quarters: number }> {
  const stocks = archive.stocks.filter((stock) => ids.has(stock.company.symbol));
  const days = archive.days.length - fromDay;
  const total = stocks.length * Math.max(0, days);
  const bars = {
    instrument_id: new Int32Array(total),
    trade_date: new Array<string>(total),
    open: new Int32Array(total),
    high: new Int32Array(total),
    low: new Int32Array(total),
    close: new Int32Array(total),
    volume: new Float64Array(total),
    turnover: new Float64Array(total),
    trades: new Int32Array(total),
  };
  const actions = new ColumnBuffer({
    instrument_id: 'int',
    ex_date: 'date',
    kind: 'text',
    shares_before: 'int',
    shares_after: 'int',
    dividend: 'int',
    price_factor: 'float8',
  });
  const quarters = new ColumnBuffer({
    instrument_id: 'int',
    period_end: 'date',
    announced_on: 'date',
    revenue: 'bigint',
    operating_profit: 'bigint',
    net_profit: 'bigint',
    total_debt: 'bigint',
    equity: 'bigint',
    cash: 'bigint',
    shares_outstanding: 'bigint',
    promoter_holding_bp: 'int',
    promoter_pledge_bp: 'int',
    fii_holding_bp: 'int',
    dii_holding_bp: 'int',
    ...FUNDAMENTALS_DETAIL_COLUMNS,
  });
  const firstDay = archive.days[fromDay] ?? '9999-12-31';
  let row = 0;
  for (const stock of stocks) {
    const id = ids.get(stock.company.symbol) ?? 0;
    const scale = scales?.get(stock.company.symbol) ?? 1;
    const b = stock.bars;
    for (let k = fromDay; k < archive.days.length; k += 1, row += 1) {
      bars.instrument_id[row] = id;
      bars.trade_date[row] = archive.days[k] ?? '';
      bars.open[row] = scaled(b.open[k] ?? 0, scale);
      bars.high[row] = scaled(b.high[k] ?? 0, scale);
      bars.low[row] = scaled(b.low[k] ?? 0, scale);
      bars.close[row] = scaled(b.close[k] ?? 0, scale);
      bars.volume[row] = b.volume[k] ?? 0;
      bars.turnover[row] = Math.round((b.turnover[k] ?? 0) * scale);
      bars.trades[row] = b.trades[k] ?? 0;
    }
    for (const action of stock.actions) {
      if (action.exDate < firstDay) continue;
      actions.push({
        instrument_id: id,
        ex_date: action.exDate,
        kind: action.kind,
        shares_before: action.sharesBefore,
        shares_after: action.sharesAfter,
        dividend:
          action.dividend === null ? null : Math.max(1, Math.round(action.dividend * scale)),
        price_factor: action.priceFactor,
      });
    }
    for (const q of stock.fundamentals) {
      quarters.push({
        instrument_id: id,
        period_end: q.periodEnd,
        announced_on: q.announcedOn,
        revenue: q.revenue,
        operating_profit: q.operatingProfit,
        net_profit: q.netProfit,
        total_debt: q.totalDebt,
        equity: q.equity,
        cash: q.cash,
        shares_outstanding: q.sharesOutstanding,
        promoter_holding_bp: q.promoterHoldingBp,
        promoter_pledge_bp: q.promoterPledgeBp,
        fii_holding_bp: q.fiiHoldingBp,
        dii_holding_bp: q.diiHoldingBp,
        ...detailColumnValues(q),
      });
    }
  }
  const columns = Object.entries(bars).map(([name, values]) => ({
    name,
    type:
      name === 'trade_date'
        ? ('date' as const)
        : name === 'volume' || name === 'turnover'
          ? ('bigint' as const)
          : ('int' as const),
    values,
  }));
  // Never over a stored bar: an imported real bhavcopy wins over demo data.
  const keep = { constants: { is_demo: 'true' }, onConflict: 'ON CONFLICT DO NOTHING' };
  return {
    bars: await insertColumns(tx, 'daily_bars', columns, keep),
    actions: await insertColumns(tx, 'corporate_actions', actions.columns(), keep),
    quarters: await insertColumns(tx, 'quarterly_fundamentals', quarters.columns(), {
      ...keep,
      onConflict: FILL_MISSING_DETAIL,
    }),
  };
}
