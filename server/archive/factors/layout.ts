import {
  FACTOR_KEYS,
  RAW_KEYS,
  type FactorKey,
  type RawKey,
} from '../../../src/features/stocks/model/factors';

/**
 * One stock's record of a day in factor_days.scores (0014_factor_scores.sql): these fields in
 * this order, each a little-endian float32, NaN for "not known". Changing it needs a migration.
 */
export const FIELDS = [
  ...RAW_KEYS,
  ...FACTOR_KEYS.map((key) => `universe.${key}` as const),
  ...FACTOR_KEYS.map((key) => `sector.${key}` as const),
  'composite',
  'sectorComposite',
  'sectorRank',
  'sectorSize',
] as const;
export type Field = (typeof FIELDS)[number];

export const FIELD_COUNT = FIELDS.length;
export const RECORD_BYTES = FIELD_COUNT * 4;

export const fieldIndex = Object.fromEntries(FIELDS.map((name, i) => [name, i])) as Record<
  Field,
  number
>;

export const rawField = (key: RawKey) => fieldIndex[key];
export const universeField = (key: FactorKey) => fieldIndex[`universe.${key}`];
export const sectorField = (key: FactorKey) => fieldIndex[`sector.${key}`];

/** A day's records, stocks in instrument id order. */
export interface DayScores {
  date: string;
  instrumentIds: Int32Array;
  /** instrumentIds.length x FIELD_COUNT values. */
  values: Float32Array;
}

const LITTLE_ENDIAN = new Uint8Array(new Float32Array([1]).buffer)[3] === 0x3f;

/** The bytes stored for a day (little-endian whatever the platform). */
export function encodeValues(values: Float32Array): Uint8Array {
  if (LITTLE_ENDIAN) return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < values.length; i += 1) view.setFloat32(i * 4, values[i] ?? NaN, true);
  return bytes;
}

/** One record's fields from stored bytes; null for NaN. */
export function decodeRecord(bytes: Uint8Array, offset = 0): Record<Field, number | null> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const record = {} as Record<Field, number | null>;
  FIELDS.forEach((name, i) => {
    const value = view.getFloat32(offset + i * 4, true);
    record[name] = Number.isNaN(value) ? null : value;
  });
  return record;
}
