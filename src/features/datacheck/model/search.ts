import * as z from 'zod/mini';
import { DEFAULT_WINDOW_DAYS, WINDOW_CHOICES } from './windows';

// The data check's address: `?days=30|90|180|365` picks the window; anything else is the
// default (90 days), not an error.

export type WindowDays = (typeof WINDOW_CHOICES)[number];

export const dataCheckSearchSchema = z.object({
  days: z.catch(
    z._default(
      z.pipe(
        z.coerce.number(),
        z.number().check(z.refine((n) => (WINDOW_CHOICES as readonly number[]).includes(n))),
      ),
      DEFAULT_WINDOW_DAYS,
    ),
    DEFAULT_WINDOW_DAYS,
  ),
});
export type DataCheckSearch = z.infer<typeof dataCheckSearchSchema>;
