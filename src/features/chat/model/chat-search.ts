import * as z from 'zod/mini';

// The adviser's chat address: ?thread=<id> opens that conversation (beside the list on a
// tablet, in its place on a phone), so a reload or an offline start reopens it. Anything
// malformed is dropped, not an error.

export const chatSearchSchema = z.object({
  thread: z.catch(z.optional(z.uuid()), undefined),
});
export type ChatSearch = z.infer<typeof chatSearchSchema>;
