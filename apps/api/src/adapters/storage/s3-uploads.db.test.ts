import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { therapists, uploads } from '../../db/schema';
import { insertClient } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { jpegWithExif, joinFields, PDF, postJoin } from '../../test/join-kit';
import { freePort } from '../../test/server-process';
import { createS3Storage } from './s3-storage';

/**
 * The join form, the public photo route and the private document route with uploads in an
 * S3-compatible bucket (s3rver) instead of local files: the modules cannot tell the difference.
 */
const bucket = 'manas-join-uploads';
const port = await freePort();
const root = mkdtempSync(join(tmpdir(), 's3-uploads-'));
const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: root });
const client = new S3Client({
  endpoint: `http://127.0.0.1:${port}`,
  region: 'ap-south-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

beforeAll(async () => {
  await server.run();
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
});
afterAll(async () => {
  client.destroy();
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const ctx = useTestApp({
  storage: createS3Storage({ bucket, region: 'ap-south-1', forcePathStyle: true, client }),
});

const objectKeys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [])
    .map((o) => o.Key!)
    .sort();

describe('uploads in an S3-compatible bucket', () => {
  it('stores a join application there and serves the photo to all, the document to admins', async () => {
    const res = await postJoin(ctx.app, joinFields(), {
      image: { name: 'me.jpg', type: 'image/jpeg', data: await jpegWithExif() },
      documents: [{ name: 'degree.pdf', type: 'application/pdf', data: PDF }],
    });
    expect(res.statusCode).toBe(200);

    const keys = await objectKeys();
    expect(keys).toHaveLength(3);
    expect(keys.filter((k) => k.startsWith('photos/'))).toHaveLength(2);
    expect(keys.filter((k) => k.startsWith('documents/'))).toHaveLength(1);

    const [profile] = await ctx.db.select().from(therapists);
    const photo = await ctx.app.inject({ method: 'GET', url: profile!.imageUrl! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const [doc] = await ctx.db
      .select()
      .from(uploads)
      .where(eq(uploads.kind, 'qualification_document'));
    const url = `/api/doctor/documents/${doc!.id}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const asAdmin = await ctx.app.inject({ method: 'GET', url, headers: { token: admin.token } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(PDF)).toBe(true);
  });
});
