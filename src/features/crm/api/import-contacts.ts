import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';
import { isApiError } from '@/api/errors';
import {
  duplicateSchema,
  importResultSchema,
  rowErrorSchema,
  type ContactImport,
  type ImportResult,
} from '../model/contract';
import { CONTACTS_PATH } from './contacts-get';
import { CRM_KEY } from './leads-get';

// POST /api/advisor/crm/contacts/import (issue 17): the mapped rows, checked (dryRun) or imported.
// Online only: the answer (every bad row, every duplicate) is what the adviser decides on, so it
// cannot wait in the outbox. A refusal with bad rows is 422 `import_invalid`, its problem
// details carrying the rows' errors like a dry run's answer (importErrorsOf reads them).

export const IMPORT_PATH = `${CONTACTS_PATH}/import`;

export async function sendImport(body: ContactImport): Promise<ImportResult> {
  const { data } = await gatewayApi.send('POST', IMPORT_PATH, {
    schema: importResultSchema,
    body,
    // Each press is its own request; the key lets the write path replay a lost answer.
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return data;
}

export function useImportContacts() {
  const queryClient = useQueryClient();
  return useMutation<ImportResult, Error, ContactImport>({
    mutationFn: sendImport,
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: CRM_KEY });
    },
  });
}

const rowErrorsSchema = z.array(rowErrorSchema);
const duplicatesSchema = z.array(duplicateSchema);
const ROW_FIELD = /^rows\.(\d+)\.(\w+)$/;

/**
 * The bad rows of a refused import (422 `import_invalid`), as a dry run would have answered
 * them: the problem's `errors` as row errors (`{ row, field, message }`), or else its field
 * problems at `rows.N.field` (N counts from 0 in the body, so it is file row N + 1). Null when
 * the error is not about rows.
 */
export function importErrorsOf(error: unknown): Pick<ImportResult, 'errors' | 'duplicates'> | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const problem = (typeof error.problem === 'object' && error.problem) || {};
  const direct = rowErrorsSchema.safeParse((problem as { errors?: unknown }).errors);
  const duplicates = duplicatesSchema.safeParse((problem as { duplicates?: unknown }).duplicates);
  const errors = direct.success
    ? direct.data
    : error.fields.flatMap((field) => {
        const match = ROW_FIELD.exec(field.field);
        return match
          ? [{ row: Number(match[1]) + 1, field: match[2]!, message: field.detail }]
          : [];
      });
  if (errors.length === 0 && error.code !== 'import_invalid') return null;
  return { errors, duplicates: duplicates.success ? duplicates.data : [] };
}
