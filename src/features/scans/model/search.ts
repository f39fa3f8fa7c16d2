import * as z from 'zod/mini';

// The scans screen's address: `?tab=saved` opens "My scans" (a "new matches" notification's
// link). Anything else is dropped, not an error.

export const SCAN_TABS = ['build', 'prebuilt', 'saved'] as const;
export type ScanTab = (typeof SCAN_TABS)[number];

export const scansSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(SCAN_TABS)), undefined),
});
export type ScansSearch = z.infer<typeof scansSearchSchema>;
