import { z } from 'zod';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { userIdParam } from '../identity/schema';
import { newNoteSchema, notesQuery, noteSchema } from './schema';
import { addNote, listNotes } from './service';

/** Notes an adviser keeps on a client (investor details); only on their own clients. */
export const advisorBookRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/advisor/investors/:id/notes',
    operationId: 'listClientNotes',
    summary: 'The adviser’s notes on one of their clients, newest first',
    tag: 'Adviser book',
    access: ['A'],
    owner: 'advisor-of-investor',
    params: userIdParam,
    query: notesQuery,
    response: {
      description: 'The notes',
      schema: z.object({ notes: z.array(noteSchema) }),
    },
    handler: ({ caller, params, query, deps }) => listNotes(deps.db.orm, caller, params.id, query),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/advisor/investors/:id/notes',
    operationId: 'addClientNote',
    summary: 'Adds a note on one of the adviser’s clients',
    description: 'Audited; the client sees that their adviser added a note in their activity.',
    tag: 'Adviser book',
    access: ['A'],
    owner: 'advisor-of-investor',
    idempotency: 'optional',
    params: userIdParam,
    body: newNoteSchema,
    response: { status: 201, description: 'The note as stored', schema: noteSchema },
    handler: async ({ caller, params, body, tx }) => {
      const note = await addNote(tx, caller, params.id, body.text);
      return {
        status: 201,
        body: note,
        audit: {
          entity: 'client_note',
          entityId: note.noteId,
          subject: note.investorId,
          action: 'Added a note',
        },
      };
    },
  }),
];
