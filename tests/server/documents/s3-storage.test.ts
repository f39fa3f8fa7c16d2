import {
  CreateBucketCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EnvError, loadConfig } from '../../../server/env';
import { demoCardPng } from '../../../server/modules/documents/demo-image';
import type { S3StoreConfig } from '../../../server/modules/documents/env';
import { s3Storage } from '../../../server/modules/documents/s3-storage';
import { documentStorageOf } from '../../../server/modules/documents/storage';
import { startGatewayApp, tokenOf, type DemoEmail } from '../support/gateway-app';
import { removeTempDirs, tempDir } from '../support/test-server';
import { storageContract } from './storage-contract';

// The S3 implementation against s3rver (an S3 emulator in Node, files in a temporary folder):
// the same contract as the folder, then what only S3 does, then the server with
// DOCUMENT_STORE=s3 end to end.

// s3rver's built-in account; it checks request signatures against it.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let emulator: S3rver;
let endpoint: string;
let client: S3Client;
let buckets = 0;

beforeAll(async () => {
  emulator = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: await tempDir('s3rver'),
  });
  const { port } = await emulator.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ region: 'ap-south-1', endpoint, forcePathStyle: true, credentials });
});

afterAll(async () => {
  client?.destroy();
  await emulator?.close();
  await removeTempDirs();
});

const newBucket = async () => {
  buckets += 1;
  const bucket = `nivesh-contract-${buckets}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
};

const AES = { sse: 'AES256', kmsKeyId: null } as const;

storageContract('s3Storage (s3rver)', async () =>
  s3Storage(client, { bucket: await newBucket(), ...AES }),
);

/** The headers of each request the client sends, once built. */
function recordHeaders(target: S3Client): Array<Record<string, string>> {
  const seen: Array<Record<string, string>> = [];
  target.middlewareStack.add(
    (next) => (args) => {
      const { request } = args as { request?: { headers?: Record<string, string> } };
      if (request?.headers) seen.push({ ...request.headers });
      return next(args);
    },
    { step: 'build', name: 'recordHeaders' },
  );
  return seen;
}

describe('s3Storage', () => {
  it('asks S3 to encrypt every file it puts, with AES256 or the KMS key given', async () => {
    const cases = [
      [AES, { 'x-amz-server-side-encryption': 'AES256' }],
      [{ sse: 'aws:kms', kmsKeyId: null }, { 'x-amz-server-side-encryption': 'aws:kms' }],
      [
        { sse: 'aws:kms', kmsKeyId: 'alias/nivesh-documents' },
        {
          'x-amz-server-side-encryption': 'aws:kms',
          'x-amz-server-side-encryption-aws-kms-key-id': 'alias/nivesh-documents',
        },
      ],
    ] as const;
    for (const [sse, expected] of cases) {
      const own = new S3Client({
        region: 'ap-south-1',
        endpoint,
        forcePathStyle: true,
        credentials,
      });
      const seen = recordHeaders(own);
      // s3rver takes the headers without encrypting: what is checked here is that they are sent.
      await s3Storage(own, { bucket: await newBucket(), ...sse }).put('k/v', new Uint8Array([1]));
      own.destroy();
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject(expected);
      if (!('x-amz-server-side-encryption-aws-kms-key-id' in expected)) {
        expect(seen[0]).not.toHaveProperty('x-amz-server-side-encryption-aws-kms-key-id');
      }
    }
  });

  it('keeps files under documents/ and lists nothing else in the bucket', async () => {
    const Bucket = await newBucket();
    const storage = s3Storage(client, { bucket: Bucket, ...AES });
    await storage.put('sub/abc', new Uint8Array([5, 6]));
    await client.send(new PutObjectCommand({ Bucket, Key: 'elsewhere/x', Body: 'not ours' }));
    const raw = await client.send(new GetObjectCommand({ Bucket, Key: 'documents/sub/abc' }));
    expect(await raw.Body?.transformToByteArray()).toEqual(new Uint8Array([5, 6]));
    const listed = [];
    for await (const file of storage.list()) listed.push(file.key);
    expect(listed).toEqual(['sub/abc']);
  });

  it('fails loudly when the bucket is not there, rather than answering "no such file"', async () => {
    const storage = s3Storage(client, { bucket: 'nivesh-no-such-bucket', ...AES });
    await expect(storage.get('a/b')).rejects.toThrow(/bucket/i);
  });
});

describe('DOCUMENT_STORE', () => {
  const s3Env = (more: Record<string, string> = {}) => ({
    DOCUMENT_STORE: 's3',
    S3_BUCKET: 'nivesh-docs',
    ...more,
  });

  it('is the folder under DATA_DIR by default', () => {
    expect(loadConfig({}).documentStore).toEqual({ kind: 'folder' });
  });

  it('reads the bucket, its region, endpoint, addressing and encryption', () => {
    expect(loadConfig(s3Env()).documentStore).toEqual({
      kind: 's3',
      bucket: 'nivesh-docs',
      region: 'ap-south-1',
      endpoint: null,
      forcePathStyle: false,
      sse: 'AES256',
      kmsKeyId: null,
    } satisfies S3StoreConfig);
    expect(
      loadConfig(
        s3Env({
          S3_REGION: 'eu-west-1',
          S3_ENDPOINT: 'http://127.0.0.1:4568',
          S3_FORCE_PATH_STYLE: 'true',
          S3_SSE: 'aws:kms',
          S3_SSE_KMS_KEY_ID: 'arn:aws:kms:eu-west-1:111122223333:key/abcd-1234',
        }),
      ).documentStore,
    ).toMatchObject({
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:4568',
      forcePathStyle: true,
      sse: 'aws:kms',
      kmsKeyId: 'arn:aws:kms:eu-west-1:111122223333:key/abcd-1234',
    });
  });

  it.each([
    [{ DOCUMENT_STORE: 's3' }, 'needs S3_BUCKET'],
    [{ DOCUMENT_STORE: 'disk' }, 'DOCUMENT_STORE is folder or s3'],
    [s3Env({ S3_BUCKET: 'Has_Capitals' }), 'S3_BUCKET is a bucket name'],
    [s3Env({ S3_SSE: 'none' }), 'S3_SSE is AES256 or aws:kms'],
    [s3Env({ S3_SSE_KMS_KEY_ID: 'alias/docs' }), 'S3_SSE_KMS_KEY_ID needs S3_SSE=aws:kms'],
    [s3Env({ S3_ENDPOINT: 'ftp://x.example' }), 'S3_ENDPOINT must be an http(s) URL'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(EnvError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the server with DOCUMENT_STORE=s3', () => {
  it('keeps an upload in the bucket, named by ids, for the investor and their adviser', async () => {
    const env = {
      DOCUMENT_STORE: 's3',
      S3_BUCKET: await newBucket(),
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    };
    // Credentials come from the SDK's default chain, which reads these.
    vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
    const app = await startGatewayApp({ env, jobs: false });
    try {
      const png = demoCardPng('PAN', [4, 5, 6]);
      const sent = await app.call('PUT', '/api/investor/documents/pan', {
        token: tokenOf('investor@example.com'),
        body: png,
        headers: { 'Content-Type': 'image/png' },
      });
      expect(sent.status).toBe(201);
      const { document } = (await sent.json()) as { document: { fileUrl: string } };

      const stored = [];
      for await (const file of documentStorageOf({
        dataDir: app.server.config.dataDir,
        documentStore: app.server.config.documentStore,
      }).list()) {
        stored.push(file.key);
      }
      expect(stored).toHaveLength(1);
      // Ids and a hash only: the investor's sub and the file's SHA-256.
      expect(stored[0]).toMatch(/^[0-9a-f-]{36}\/[0-9a-f]{64}$/);

      const read = (email: DemoEmail) =>
        app.call('GET', document.fileUrl, { token: tokenOf(email) });
      for (const email of ['investor@example.com', 'advisor@example.com'] as const) {
        const answer = await read(email);
        expect(answer.status).toBe(200);
        expect(new Uint8Array(await answer.arrayBuffer())).toEqual(png);
      }
      // Another investor, and an adviser who is not theirs.
      expect((await read('neha@example.com')).status).toBe(404);
      expect((await read('advisor2@example.com')).status).toBe(404);
    } finally {
      await app.close();
      vi.unstubAllEnvs();
    }
  });
});
