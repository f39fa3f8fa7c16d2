import * as z from 'zod/mini';

// The data check's answer (spec 3, 7), apart from its client: the service worker reads the same
// record to learn the data-update time, and must not pull the page's HTTP client in.

/** Path of the data check under the archive API's base (spec 7). */
export const DATA_CHECK_PATH = '/general/dailydatacheck';

export const DATA_CHECK_ERROR = 'API error: Data Check';

const recordSchema = z.object({ updatedatetime: z.string().check(z.minLength(1)) });

export type DailyDataCheck = z.output<typeof recordSchema>;

/** Spec 7: "an object, or an array whose first item is used"; an empty result fails. */
export function readDailyDataCheck(body: unknown): DailyDataCheck {
  const record: unknown = Array.isArray(body) ? body[0] : body;
  const parsed = recordSchema.safeParse(record);
  if (!parsed.success) throw new Error(DATA_CHECK_ERROR);
  return parsed.data;
}

/** The data-update time of a data-check answer, or null when it has none. */
export function dataUpdateOf(body: unknown): string | null {
  try {
    return readDailyDataCheck(body).updatedatetime;
  } catch {
    return null;
  }
}
