import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { S3StoreConfig } from './env';
import type { DocumentStorage } from './storage';
import { assertStorageKey, isStorageKey } from './storage-key';

/** Every file of the app sits under this prefix, so the bucket's listing is the documents'. */
const PREFIX = 'documents/';

/** Credentials from the SDK's default chain: a task or instance role, or AWS_* variables. */
export const s3ClientOf = (config: S3StoreConfig): S3Client =>
  new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
  });

// Only a missing key: a missing bucket (NoSuchBucket, also 404) is a fault to report. Without
// s3:ListBucket on the bucket, S3 answers AccessDenied for a missing key: grant it.
const isMissingKey = (error: unknown) =>
  error instanceof S3ServiceException && error.name === 'NoSuchKey';

/**
 * An S3 bucket as document storage. A PUT is atomic in S3 (readers see the old object or the
 * new one), and each object is encrypted at rest with SSE (AES256, or KMS with the key given).
 */
export function s3Storage(
  client: S3Client,
  config: Pick<S3StoreConfig, 'bucket' | 'sse' | 'kmsKeyId'>,
): DocumentStorage {
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${PREFIX}${key}`;
  };
  const encryption =
    config.sse === 'aws:kms'
      ? {
          ServerSideEncryption: 'aws:kms' as const,
          ...(config.kmsKeyId ? { SSEKMSKeyId: config.kmsKeyId } : {}),
        }
      : { ServerSideEncryption: 'AES256' as const };
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          // The type was sniffed and is kept in the database; here the bytes are opaque.
          ContentType: 'application/octet-stream',
          ...encryption,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!answer.Body) throw new Error(`S3 answered no body for ${key}`);
        return new Uint8Array(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: PREFIX })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(PREFIX.length);
          if (key === undefined || !isStorageKey(key) || !object.LastModified) continue;
          yield { key, storedAt: object.LastModified };
        }
      }
    },
  };
}
