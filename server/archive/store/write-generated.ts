import type { SqlTransaction } from '../../db/database';
import type { GeneratedArchive } from '../generator/generate';
import { REFERENCE_DATE } from '../reference-data';
import { ColumnBuffer, insertColumns } from './bulk';

const DEMO = { constants: { is_demo: 'true' } };

export async function instrumentIds(tx: SqlTransaction): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; symbol: string }>(
    "SELECT id, symbol FROM instruments WHERE exchange = 'NSE'",
  );
  return new Map(rows.map((row) => [row.symbol, row.id]));
}

const idOf = (ids: ReadonlyMap<string, number>, symbol: string): number => {
  const id = ids.get(symbol);
  if (id === undefined) throw new Error(`No instrument ${symbol} in the archive`);
  return id;
};

/** Instruments, company facts, index definitions and their units; ids by symbol. */
export async function writeUniverse(
  tx: SqlTransaction,
  archive: GeneratedArchive,
): Promise<Map<string, number>> {
  const instruments = new ColumnBuffer({
    exchange: 'text',
    symbol: 'text',
    isin: 'text',
    name: 'text',
    series: 'text',
    sector: 'text',
    industry: 'text',
    listing_date: 'date',
  });
  for (const { company: c } of archive.stocks) {
    instruments.push({
      exchange: 'NSE',
      symbol: c.symbol,
      isin: c.isin,
      name: c.name,
      series: c.series,
      sector: c.sector,
      industry: c.industry,
      listing_date: c.listingDate,
    });
  }
  await insertColumns(tx, 'instruments', instruments.columns(), {
    ...DEMO,
    onConflict: 'ON CONFLICT (exchange, symbol) DO NOTHING',
  });
  const ids = await instrumentIds(tx);

  const facts = new ColumnBuffer({
    instrument_id: 'int',
    incorporation_year: 'int',
    headquarters_city: 'text',
    headquarters_state: 'text',
    employees_band: 'text',
    market_cap_band: 'text',
    promoter_group: 'text',
    description: 'text',
  });
  for (const { company, facts: f } of archive.stocks) {
    facts.push({
      instrument_id: idOf(ids, company.symbol),
      incorporation_year: f.incorporationYear,
      headquarters_city: f.headquartersCity,
      headquarters_state: f.headquartersState,
      employees_band: f.employeesBand,
      market_cap_band: f.marketCapBand,
      promoter_group: f.promoterGroup,
      description: f.description,
    });
  }
  await insertColumns(tx, 'company_facts', facts.columns(), {
    ...DEMO,
    onConflict: 'ON CONFLICT DO NOTHING',
  });

  for (const index of archive.indices) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO market_indices (code, name, kind, industry, reference_date, reference_level, is_demo)
       VALUES ($1, $2, $3, $4, $5, $6, true)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [
        index.code,
        index.name,
        index.kind,
        index.industry,
        REFERENCE_DATE,
        Math.round(index.referenceLevel * 100),
      ],
    );
    if (!row) throw new Error(`Could not store index ${index.code}`);
    await insertColumns(
      tx,
      'index_constituents',
      [
        { name: 'instrument_id', type: 'int', values: index.units.map((u) => idOf(ids, u.symbol)) },
        { name: 'units', type: 'float8', values: index.units.map((u) => u.units) },
      ],
      { constants: { index_id: String(row.id) }, onConflict: 'ON CONFLICT DO NOTHING' },
    );
  }
  return ids;
}

/** Index levels of the generated window (first generation only; later days are computed). */
export async function writeIndexLevels(
  tx: SqlTransaction,
  archive: GeneratedArchive,
): Promise<number> {
  const rows = await tx.query<{ id: number; code: string }>('SELECT id, code FROM market_indices');
  const idByCode = new Map(rows.map((row) => [row.code, row.id]));
  const levels = new ColumnBuffer({
    index_id: 'int',
    trade_date: 'date',
    open: 'int',
    high: 'int',
    low: 'int',
    close: 'int',
  });
  for (const index of archive.indices) {
    const id = idByCode.get(index.code);
    if (id === undefined) continue;
    index.levels.forEach((level, k) =>
      levels.push({ index_id: id, trade_date: archive.days[k], ...level }),
    );
  }
  return insertColumns(tx, 'index_levels', levels.columns(), {
    onConflict: 'ON CONFLICT DO NOTHING',
  });
}
