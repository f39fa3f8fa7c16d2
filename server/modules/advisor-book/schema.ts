import { z } from 'zod';

export const NOTE_MAX_CHARS = 4000;

export const newNoteSchema = z
  .object({
    text: z
      .string({ error: 'Write the note' })
      .trim()
      .min(1, 'Write the note')
      .max(NOTE_MAX_CHARS, `A note is at most ${NOTE_MAX_CHARS} characters`),
  })
  .strict()
  .meta({ id: 'NewClientNote' });

export const noteSchema = z
  .object({
    noteId: z.string(),
    investorId: z.string(),
    text: z.string(),
    createdAt: z.string().meta({ description: 'ISO 8601' }),
    author: z.object({ id: z.string(), name: z.string().nullable() }),
  })
  .meta({ id: 'ClientNote' });

export const notesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z
    .string()
    .regex(/^\d{1,15}$/, 'before is a noteId')
    .optional()
    .meta({ description: 'Notes older than this noteId (paging)' }),
});
