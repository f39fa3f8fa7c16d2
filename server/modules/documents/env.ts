import { z } from 'zod';

/**
 * Where document files live (validated in server/env.ts at start): a folder under DATA_DIR by
 * default, or an S3 bucket. AWS credentials come from the SDK's default chain (an instance or
 * task role, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY), never from these variables.
 */
export const DOCUMENTS_ENV_TABLE = [
  {
    name: 'DOCUMENT_STORE',
    default: 'folder',
    meaning:
      'Where uploaded documents are kept: folder (DATA_DIR/documents) or s3 (S3_BUCKET; production)',
  },
  {
    name: 'S3_BUCKET',
    default: '',
    meaning:
      'DOCUMENT_STORE=s3 (required): the bucket, one per deployment; files go under documents/',
  },
  { name: 'S3_REGION', default: 'ap-south-1', meaning: 'DOCUMENT_STORE=s3: the bucket’s region' },
  {
    name: 'S3_ENDPOINT',
    default: '',
    meaning: 'DOCUMENT_STORE=s3: another endpoint than AWS’s, e.g. an S3 emulator',
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    meaning: 'DOCUMENT_STORE=s3: true addresses the bucket in the path (emulators)',
  },
  {
    name: 'S3_SSE',
    default: 'AES256',
    meaning: 'DOCUMENT_STORE=s3: server-side encryption of each file, AES256 or aws:kms',
  },
  {
    name: 'S3_SSE_KMS_KEY_ID',
    default: '',
    meaning: 'S3_SSE=aws:kms: the KMS key (id or ARN); unset uses the account’s aws/s3 key',
  },
] as const;

const blank = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const documentsEnvSchema = {
  DOCUMENT_STORE: z.preprocess(
    blank,
    z.enum(['folder', 's3'], { error: 'DOCUMENT_STORE is folder or s3' }).default('folder'),
  ),
  // S3's own naming rules for a bucket (3-63 lower-case letters, digits, dots and hyphens).
  S3_BUCKET: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET is a bucket name, e.g. nivesh-docs')
      .optional(),
  ),
  S3_REGION: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'S3_REGION looks like ap-south-1')
      .default('ap-south-1'),
  ),
  S3_ENDPOINT: z.preprocess(
    blank,
    z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
  ),
  S3_FORCE_PATH_STYLE: z.preprocess(
    blank,
    z
      .enum(['true', 'false', '1', '0'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  ),
  S3_SSE: z.preprocess(
    blank,
    z.enum(['AES256', 'aws:kms'], { error: 'S3_SSE is AES256 or aws:kms' }).default('AES256'),
  ),
  S3_SSE_KMS_KEY_ID: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[\w:/-]{1,2048}$/, 'S3_SSE_KMS_KEY_ID is a KMS key id, alias or ARN')
      .optional(),
  ),
};

export interface S3StoreConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** null: AWS's own endpoint for the region. */
  endpoint: string | null;
  forcePathStyle: boolean;
  sse: 'AES256' | 'aws:kms';
  /** With aws:kms; null uses the account's AWS-managed key. */
  kmsKeyId: string | null;
}

export type DocumentStoreConfig = { kind: 'folder' } | S3StoreConfig;

/** These variables as server/env.ts's schema gives them. */
type DocumentsEnv = z.output<z.ZodObject<typeof documentsEnvSchema>>;

export function documentStoreConfigOf(
  env: DocumentsEnv,
  fail: (message: string) => Error,
): DocumentStoreConfig {
  if (env.DOCUMENT_STORE === 'folder') return { kind: 'folder' };
  if (!env.S3_BUCKET) throw fail('DOCUMENT_STORE=s3 needs S3_BUCKET');
  if (env.S3_SSE_KMS_KEY_ID && env.S3_SSE !== 'aws:kms') {
    throw fail('S3_SSE_KMS_KEY_ID needs S3_SSE=aws:kms');
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    sse: env.S3_SSE,
    kmsKeyId: env.S3_SSE_KMS_KEY_ID ?? null,
  };
}
