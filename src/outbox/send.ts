import * as z from 'zod/mini';
import type { HttpClient } from '@/api/http-client';
import type { Sender } from './outbox';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Sends an item through the gateway client, its id as the Idempotency-Key. */
export const sendThrough =
  (client: HttpClient): Sender =>
  (item, onProgress) =>
    client.send(item.method, item.path, {
      schema: z.unknown(),
      body: item.body,
      headers: { [IDEMPOTENCY_HEADER]: item.id },
      ...(onProgress && { onUploadProgress: onProgress }),
    });
