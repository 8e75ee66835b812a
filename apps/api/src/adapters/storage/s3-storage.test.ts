import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createFileStorage } from './create-file-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './file-storage';

/**
 * Against s3rver, an S3-compatible server from the npm registry, spoken to by the official SDK.
 * s3rver neither checks signatures nor enforces ACLs, so privacy is checked where it is decided:
 * no request the store sends asks for an ACL or a grant (S3's default is private to the owner).
 */
describe('S3-compatible file storage', () => {
  let root: string;
  let server: S3rver;
  let endpoint: string;
  let client: S3Client;
  let storage: FileStorage;
  const sentHeaders: Record<string, string>[] = [];
  const bucket = 'manas-uploads';

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 's3-storage-test-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: root });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      endpoint,
      region: 'ap-south-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { headers?: Record<string, string> };
        if (request.headers) sentHeaders.push({ ...request.headers });
        return next(args);
      },
      { step: 'finalizeRequest', name: 'recordHeaders' },
    );
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    storage = createS3Storage({ bucket, region: 'ap-south-1', forcePathStyle: true, client });
  });

  afterAll(async () => {
    client?.destroy();
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('writes, reads and deletes an object under its key, with its content type', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3]);
    await storage.put('photos/abc-480.webp', bytes, 'image/webp');
    expect(await storage.get('photos/abc-480.webp')).toEqual(bytes);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'photos/abc-480.webp' }),
    );
    expect(head.ContentType).toBe('image/webp');

    await storage.put('photos/abc-480.webp', Buffer.from('replaced'), 'image/webp');
    expect((await storage.get('photos/abc-480.webp'))?.toString()).toBe('replaced');

    await storage.delete('photos/abc-480.webp');
    expect(await storage.get('photos/abc-480.webp')).toBeNull();
    await expect(
      client.send(new GetObjectCommand({ Bucket: bucket, Key: 'photos/abc-480.webp' })),
    ).rejects.toMatchObject({ name: 'NoSuchKey' });
    // Deleting what is not there is not an error.
    await storage.delete('photos/abc-480.webp');
    expect(await storage.get('documents/never-written.pdf')).toBeNull();
  });

  it('never asks the bucket to make an object public', async () => {
    sentHeaders.length = 0;
    await storage.put(
      'documents/licence-1.pdf',
      Buffer.from('%PDF-1.7 private'),
      'application/pdf',
    );
    expect((await storage.get('documents/licence-1.pdf'))?.toString()).toBe('%PDF-1.7 private');
    const puts = sentHeaders.filter((h) => h['content-type'] === 'application/pdf');
    expect(puts).toHaveLength(1);
    const asked = sentHeaders.flatMap((h) =>
      Object.keys(h).filter((name) => /^x-amz-(acl|grant-)/i.test(name)),
    );
    expect(asked).toEqual([]);
    // Every request was signed: nothing relies on anonymous access to the bucket.
    expect(sentHeaders.every((h) => /^AWS4-HMAC-SHA256 /.test(h.authorization ?? ''))).toBe(true);
  });

  it('checks at start that the bucket can be used, naming it when not', async () => {
    await expect(storage.check!()).resolves.toBeUndefined();
    const missing = createS3Storage({
      bucket: 'no-such-bucket',
      region: 'ap-south-1',
      forcePathStyle: true,
      client,
    });
    await expect(missing.check!()).rejects.toThrow(
      'the uploads bucket "no-such-bucket" cannot be used: no such bucket',
    );
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../etc/passwd', 'photos/../../x', '/abs/path', 'photos', 'Photos/a.png']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'invalid storage key',
      );
      await expect(storage.get(key)).rejects.toThrow('invalid storage key');
    }
  });

  it('is the store the config chooses when S3_BUCKET is set, with credentials from the SDK chain', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'ap-south-1',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket,
      region: 'ap-south-1',
      endpoint,
      forcePathStyle: true,
    });
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    try {
      const configured = createFileStorage(config);
      await configured.put('photos/from-config-480.webp', Buffer.from('via config'), 'image/webp');
      expect((await storage.get('photos/from-config-480.webp'))?.toString()).toBe('via config');
      await configured.delete('photos/from-config-480.webp');
    } finally {
      for (const [name, value] of [
        ['AWS_ACCESS_KEY_ID', saved.id],
        ['AWS_SECRET_ACCESS_KEY', saved.secret],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    expect(loadConfig({ NODE_ENV: 'test' }).storage.kind).toBe('local');
    expect(() => loadConfig({ NODE_ENV: 'test', S3_ENDPOINT: endpoint })).toThrow(
      'S3_BUCKET is required when S3_ENDPOINT or S3_REGION is set',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'No_Such Bucket' })).toThrow(
      'S3_BUCKET must be a valid bucket name',
    );
  });
});
