import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, Ceph...); unset for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Tests pass their own client; otherwise one is made with the SDK's credential chain. */
  client?: S3Client;
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/**
 * Objects in one bucket, under the same keys as local files. Every object is written without an
 * ACL, so it stays private to the bucket's owner: the app's routes decide who sees a file (photos
 * to everyone, documents to their owner and admins), never a public bucket URL.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  const client =
    opts.client ??
    new S3Client({
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    });
  const Bucket = opts.bucket;
  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      // S3 answers a delete of a missing key with success, as the interface wants.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    /** The bucket exists and these credentials may use it. */
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
        const reason =
          status === 404
            ? 'no such bucket'
            : status === 403 || status === 401
              ? 'access denied'
              : (err as Error).message || (err as Error).name;
        throw new Error(`the uploads bucket "${Bucket}" cannot be used: ${reason}`);
      }
    },
  };
}
