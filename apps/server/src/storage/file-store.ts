import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { storedFiles } from '@skillmatch/db/schema/stored-files';

/** Where uploaded files live: a folder on local disk by default, an S3-compatible bucket when configured. */
export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is none under `key`. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are made by the server (`resumes/<user id>/<uuid>.pdf`); anything else is refused. */
const SAFE_KEY = /^[a-z]+(\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.[a-z]+$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Files under a folder (DATA_DIR/files), written whole: a crash never leaves half a file under a key. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkedKey(key).split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    await writeFile(partial, body);
    await rename(partial, target);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/**
 * Files in the database (`stored_files`): with several app processes on one PostgreSQL and no bucket,
 * each serves and deletes the same bytes. A resume is at most a few megabytes.
 */
export class DatabaseFileStore implements FileStore {
  constructor(private readonly db: Database) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const row = { key: checkedKey(key), contentType, size: body.length, bytes: body };
    await this.db
      .insert(storedFiles)
      .values(row)
      .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, size: body.length, bytes: body } });
  }

  async get(key: string): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(eq(storedFiles.key, checkedKey(key)));
    return row?.bytes;
  }

  async remove(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, checkedKey(key)));
  }
}

export interface S3Settings {
  /** The service's base URL, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`), each request
 * signed (AWS Signature Version 4) by aws4fetch, so that AWS, MinIO, R2 and the like all work.
 */
export class S3FileStore implements FileStore {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    const { accessKeyId, secretAccessKey, region } = settings;
    this.client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3' });
  }

  private send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const { endpoint, bucket } = this.settings;
    return this.client.fetch(`${endpoint.replace(/\/$/, '')}/${bucket}/${checkedKey(key)}`, {
      method,
      body: body ? new Uint8Array(body) : undefined,
      headers: contentType ? { 'content-type': contentType } : {},
    });
  }

  private static async check(response: Response, action: string): Promise<void> {
    if (!response.ok) {
      throw new Error(`S3 ${action} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await S3FileStore.check(await this.send('PUT', key, body, contentType), 'upload');
  }

  async get(key: string): Promise<Buffer | undefined> {
    const response = await this.send('GET', key);
    if (response.status === 404) return undefined;
    await S3FileStore.check(response, 'download');
    return Buffer.from(await response.arrayBuffer());
  }

  async remove(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (response.status !== 404) await S3FileStore.check(response, 'delete');
  }
}

/** The store the configuration names. */
export function openFileStore(
  settings: { kind: 'local'; root: string } | { kind: 'database' } | ({ kind: 's3' } & S3Settings),
  db: Database,
): FileStore {
  if (settings.kind === 's3') return new S3FileStore(settings);
  return settings.kind === 'database' ? new DatabaseFileStore(db) : new LocalFileStore(settings.root);
}
