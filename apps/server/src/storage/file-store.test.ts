import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@skillmatch/db/client';
import { openTestDatabase } from '../../test/test-app';
import { DatabaseFileStore, LocalFileStore, S3FileStore, type FileStore } from './file-store';

const BUCKET = 'resumes-test';

/** The same contract, for every store. */
function behavesAsAFileStore(name: string, open: () => FileStore) {
  describe(name, () => {
    it('keeps a file under its key, replaces it, and removes it', async () => {
      const store = open();
      const key = 'resumes/user-1/first.pdf';
      expect(await store.get(key)).toBeUndefined();
      await store.put(key, Buffer.from('%PDF-1.4 one'), 'application/pdf');
      expect((await store.get(key))?.toString()).toBe('%PDF-1.4 one');
      await store.put(key, Buffer.from('%PDF-1.4 two'), 'application/pdf');
      expect((await store.get(key))?.toString()).toBe('%PDF-1.4 two');
      await store.remove(key);
      expect(await store.get(key)).toBeUndefined();
      await store.remove(key);
    });

    it('refuses keys it did not make', async () => {
      await expect(open().put('../escape.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(
        'Unsafe storage key',
      );
    });
  });
}

let folder: string;
let s3: S3rver;
let endpoint: string;
let database: DatabaseHandle;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'skillmatch-files-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(folder, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

behavesAsAFileStore('LocalFileStore', () => new LocalFileStore(path.join(folder, 'local')));
behavesAsAFileStore('DatabaseFileStore', () => new DatabaseFileStore(database.db));
behavesAsAFileStore(
  'S3FileStore (against a local S3-compatible server)',
  () =>
    new S3FileStore({
      endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      // s3rver's fixed development credentials: it checks the access key (it parses V4 signatures
      // without recomputing them; the signing is aws4fetch's, tested there).
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    }),
);

describe('S3FileStore', () => {
  it('fails loudly when the bucket is not there, instead of losing the file', async () => {
    const store = new S3FileStore({
      endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(store.put('resumes/user-1/x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(
      /S3 upload failed: 404/,
    );
  });

  it('sends its credentials: an unknown access key is refused', async () => {
    const store = new S3FileStore({
      endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'NO-SUCH-KEY',
      secretAccessKey: 'S3RVER',
    });
    await expect(store.put('resumes/user-1/x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(
      /S3 upload failed: 403/,
    );
  });
});
