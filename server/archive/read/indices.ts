import { and, asc, between, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { indexConstituents, indexLevels, instruments, marketIndices } from '../../db/schema';
import { ApiError } from '../../errors';
import type { IndexDetail, IndexHistory, IndexSummary } from '../schemas/responses';
import { aggregate, yearBefore, type Interval } from './aggregate';
import type { ArchiveSnapshot } from './snapshot';

export const indexSummaries = (
  snapshot: ArchiveSnapshot,
  kind?: 'broad' | 'sector',
): IndexSummary[] =>
  (snapshot.overview?.indices ?? []).filter((index) => !kind || index.kind === kind);

export function findIndex(snapshot: ArchiveSnapshot, code: string): IndexSummary {
  const summary = indexSummaries(snapshot).find((index) => index.code === code);
  if (!summary) throw new ApiError(404, 'unknown_index', `The archive has no index ${code}`);
  return summary;
}

const indexId = async (orm: Orm, code: string): Promise<number> => {
  const [row] = await orm
    .select({ id: marketIndices.id })
    .from(marketIndices)
    .where(eq(marketIndices.code, code));
  if (!row) throw new ApiError(404, 'unknown_index', `The archive has no index ${code}`);
  return row.id;
};

/** Members with their units, latest close and weight, heaviest first. */
export async function indexDetail(
  orm: Orm,
  snapshot: ArchiveSnapshot,
  summary: IndexSummary,
): Promise<IndexDetail> {
  const rows = await orm
    .select({
      symbol: instruments.symbol,
      exchange: instruments.exchange,
      name: instruments.name,
      units: indexConstituents.units,
    })
    .from(indexConstituents)
    .innerJoin(instruments, eq(instruments.id, indexConstituents.instrumentId))
    .where(eq(indexConstituents.indexId, await indexId(orm, summary.code)));
  const members = rows.map((row) => {
    const close = snapshot.bySymbol.get(`${row.exchange}:${row.symbol}`)?.quote?.close ?? null;
    return {
      symbol: row.symbol,
      name: row.name,
      units: row.units,
      close,
      value: close === null ? 0 : row.units * close,
    };
  });
  const total = members.reduce((sum, member) => sum + member.value, 0);
  return {
    ...summary,
    members: members
      .sort((a, b) => b.value - a.value || (a.symbol < b.symbol ? -1 : 1))
      .map(({ value, ...member }) => ({
        ...member,
        weight: total ? Math.round((value / total) * 1e6) / 1e4 : 0,
      })),
  };
}

export async function indexHistory(
  orm: Orm,
  summary: IndexSummary,
  request: { from?: string | undefined; to?: string | undefined; interval: Interval },
): Promise<IndexHistory> {
  const to = request.to ?? summary.date ?? new Date().toISOString().slice(0, 10);
  const from = request.from ?? yearBefore(to);
  const rows = await orm
    .select({
      date: indexLevels.tradeDate,
      open: indexLevels.open,
      high: indexLevels.high,
      low: indexLevels.low,
      close: indexLevels.close,
    })
    .from(indexLevels)
    .where(
      and(
        eq(indexLevels.indexId, await indexId(orm, summary.code)),
        between(indexLevels.tradeDate, from, to),
      ),
    )
    .orderBy(asc(indexLevels.tradeDate));
  const candles = aggregate(
    rows.map((row) => ({ ...row, volume: 0 })),
    request.interval,
  );
  return {
    code: summary.code,
    interval: request.interval,
    from,
    to,
    levels: candles.map(({ date, open, high, low, close }) => ({
      date,
      open: open / 100,
      high: high / 100,
      low: low / 100,
      close: close / 100,
    })),
  };
}
