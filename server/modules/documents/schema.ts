import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_TYPES } from './tables';

/** The server's limit; the app compresses to 500 KB before sending (issue 10). */
export const MAX_DOCUMENT_BYTES = 1024 * 1024;

export const documentKindParam = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: 'kind is pan, address or policy' }).meta({
    description:
      'pan: the PAN card; address: the address proof (the newest of each is the current one); policy: an insurance policy document (every one stays current)',
  }),
});

export const documentIdParam = z.object({
  documentId: z
    .uuid({ error: 'documentId is a document id (a UUID)' })
    .meta({ description: 'The document id of a DocumentView' }),
});

export const documentViewSchema = z
  .object({
    documentId: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    contentType: z.enum(DOCUMENT_TYPES).meta({ description: 'Sniffed from the bytes' }),
    bytes: z.number().int().meta({ description: 'Size of the file in bytes' }),
    uploadedAt: z.string().meta({ description: 'ISO 8601' }),
    fileUrl: z.string().meta({ description: 'Where to GET the bytes (signed in)' }),
  })
  .meta({ id: 'InvestorDocument' });

export const documentListSchema = z.object({
  documents: z.array(documentViewSchema).meta({
    description:
      'Newest first. The investor’s own: the current PAN card and address proof (the newest upload of each) and every policy document. An adviser’s client’s: the PAN card and address proof only',
  }),
});
