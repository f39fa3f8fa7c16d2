import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';
import { noteSchema } from '../model';

// GET /api/advisor/investors/{id}/notes: the adviser's notes on one client, newest first.

const schema = z.object({ notes: z.array(noteSchema) });

export const notesPath = (investorId: string) =>
  `/advisor/investors/${encodeURIComponent(investorId)}/notes`;

export const clientNotesQueryOptions = (investorId: string) =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'investors', investorId, 'notes'],
    queryFn: ({ signal }) => gatewayApi.read(notesPath(investorId), { schema, signal }),
  });

export const useClientNotes = (investorId: string) => useQuery(clientNotesQueryOptions(investorId));
