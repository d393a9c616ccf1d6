import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash, createHmac, randomUUID } from 'node:crypto';
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

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Files in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`), each request
 * signed with AWS Signature Version 4, so that AWS, MinIO, R2 and the like all work without an SDK.
 */
export class S3FileStore implements FileStore {
  constructor(private readonly settings: S3Settings) {}

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const { endpoint, bucket, region, accessKeyId, secretAccessKey } = this.settings;
    const url = new URL(`${endpoint.replace(/\/$/, '')}/${bucket}/${checkedKey(key)}`);
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const names = Object.keys(headers).sort();
    const canonicalRequest = [
      method,
      url.pathname,
      '',
      ...names.map((name) => `${name}:${headers[name]}`),
      '',
      names.join(';'),
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      body: body ? new Uint8Array(body) : undefined,
      headers: {
        ...sent,
        authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
      },
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
