import { describe, expect, it } from 'vitest';
import { DATA_CHECK_ERROR, readDailyDataCheck } from '@/api/get-daily-data-check';

const record = { countrycode: 'IND', updatedatetime: '2026-01-12T10:15:00.000Z' };

describe('data check answer (spec 7)', () => {
  it.each([
    ['an object', record],
    ['an array: its first item is used', [record, { updatedatetime: 'later' }]],
  ])('reads %s', (_case, body) => {
    expect(readDailyDataCheck(body).updatedatetime).toBe(record.updatedatetime);
  });

  it.each([
    ['null', null],
    ['an empty array', []],
    ['an empty object', {}],
    ['an empty updatedatetime', { updatedatetime: '' }],
    ['an array whose first item is empty', [{}, record]],
  ])("fails with 'API error: Data Check' on %s", (_case, body) => {
    expect(() => readDailyDataCheck(body)).toThrow(DATA_CHECK_ERROR);
    expect(DATA_CHECK_ERROR).toBe('API error: Data Check');
  });
});
