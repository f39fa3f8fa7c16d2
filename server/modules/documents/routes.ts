import { z } from 'zod';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { userIdParam } from '../identity/schema';
import {
  documentIdParam,
  documentKindParam,
  documentListSchema,
  documentViewSchema,
  MAX_DOCUMENT_BYTES,
} from './schema';
import {
  documentFile,
  documentView,
  listClientDocuments,
  listOwnDocuments,
  uploadDocument,
} from './service';
import { documentStorageOf } from './storage';
import { DOCUMENT_TYPES } from './tables';

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;
const KIND_NAMES = {
  pan: 'the PAN card',
  address: 'an address proof',
  policy: 'a policy document',
} as const;

// The browser may keep a document a short while (thumbnails on a flaky network); the response
// cache of the app keeps it per user for offline use. `private`: never in a shared cache.
const FILE_CACHE_CONTROL = 'private, max-age=600';

/**
 * The investor's documents: the PAN card and address proof of onboarding (issue 10) and the
 * documents of their insurance policies (issue 18).
 */
export const documentsRoutes: GatewayRoute[] = [
  writeRoute({
    method: 'PUT',
    path: '/api/investor/documents/:kind',
    operationId: 'uploadDocument',
    summary: 'Uploads the PAN card, an address proof or an insurance policy document',
    description:
      'The body is the file itself. Its type is checked from its bytes: a file that is not what its Content-Type says is 415. The newest PAN card or address proof is the current one (older uploads are kept for the record); every policy document stays current, to attach to policies.',
    tag: 'Onboarding',
    access: ['I'],
    idempotency: 'optional',
    params: documentKindParam,
    upload: {
      types: DOCUMENT_TYPES,
      maxBytes: MAX_DOCUMENT_BYTES,
      description: 'A JPEG or PNG photo or a PDF of the document',
    },
    response: { status: 201, description: 'The document as stored', schema: documentViewSchema },
    handler: async ({ caller, params, upload, tx, deps }) => {
      // The write path only calls an upload route with its bytes.
      if (!upload) throw new Error('uploadDocument was called without a body');
      const row = await uploadDocument(
        tx,
        documentStorageOf(deps.config),
        caller,
        params.kind,
        upload,
      );
      return {
        status: 201,
        body: { document: documentView(row) },
        audit: {
          entity: 'investor_document',
          entityId: row.id,
          action: `Uploaded ${KIND_NAMES[row.kind]}`,
        },
      };
    },
  }),
  readRoute({
    method: 'GET',
    path: '/api/investor/documents',
    operationId: 'listOwnDocuments',
    summary:
      'The investor’s documents: the current PAN card and address proof, every policy document',
    tag: 'Onboarding',
    access: ['I'],
    response: { description: 'The documents', schema: documentListSchema },
    handler: ({ caller, deps }) => listOwnDocuments(deps.db.orm, caller),
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/investors/:id/documents',
    operationId: 'listClientDocuments',
    summary: 'A client’s current PAN card and address proof, for the adviser’s verification',
    tag: 'Onboarding',
    access: ['A'],
    owner: 'advisor-of-investor',
    params: userIdParam,
    response: { description: 'The documents', schema: documentListSchema },
    handler: ({ caller, params, deps }) => listClientDocuments(deps.db.orm, caller, params.id),
  }),
  readRoute({
    method: 'GET',
    path: '/api/documents/:documentId/file',
    operationId: 'getDocumentFile',
    summary: 'The bytes of a document: the investor’s own, or one of the adviser’s client’s',
    tag: 'Onboarding',
    access: ['I', 'A'],
    params: documentIdParam,
    problems: { 404: 'No such document among the caller’s own (or their clients’)' },
    response: {
      description: 'The file, with the type sniffed when it was uploaded',
      schema: z.unknown(),
      file: DOCUMENT_TYPES,
    },
    handler: async ({ caller, params, deps }) => {
      const { row, bytes } = await documentFile(
        deps.db.orm,
        documentStorageOf(deps.config),
        caller,
        params.documentId,
      );
      return new Response(bytes, {
        status: 200,
        headers: {
          'Content-Type': row.contentType,
          'Content-Length': String(bytes.length),
          'Cache-Control': FILE_CACHE_CONTROL,
          'Content-Disposition': `inline; filename="${row.kind}.${EXTENSIONS[row.contentType]}"`,
          'X-Content-Type-Options': 'nosniff',
          // Same URL, another caller, another answer (404): never share a cached copy.
          Vary: 'Authorization',
          // A PDF opened from here runs nothing and reaches nothing of the app's origin.
          'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self' data:",
        },
      });
    },
  }),
];
