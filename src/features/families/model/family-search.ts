import * as z from 'zod/mini';

// The family office's address (issue 15, Deliver 4): ?family=<id> opens that family, so a reload
// or an offline start reopens it. Anything malformed is dropped, not an error.

export const familySearchSchema = z.object({
  family: z.catch(z.optional(z.uuid()), undefined),
});
export type FamilySearch = z.infer<typeof familySearchSchema>;
