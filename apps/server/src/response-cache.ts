import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { App } from './app-types';

/** An answer as sent: its status, content type, body and any headers of its own. */
export interface CachedResponse {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

type Encoding = 'br' | 'gzip';

/** A 200 JSON answer, checked against its response schema as the route's own answers are. */
export function jsonResponse<T>(
  schema: { parse(value: unknown): T },
  value: unknown,
  headers?: Record<string, string>,
): CachedResponse {
  return {
    status: 200,
    type: 'application/json; charset=utf-8',
    body: JSON.stringify(schema.parse(value)),
    ...(headers ? { headers } : {}),
  };
}

interface Entry extends Omit<CachedResponse, 'body'> {
  /**
   * The body's UTF-8 bytes, made once: what every encoding compresses and what a request without one is
   * sent, and its true size. A rendered page is a two-byte string in V8 (an en dash or curly quote is
   * enough), twice its length in memory and more than its bytes (docs/decisions.md, "Kept answers held as
   * bytes").
   */
  body: Buffer;
  /** What the answer was made from (the catalogue's version, the settings, the viewer's data version). */
  version: string;
  at: number;
  /** The body compressed, once per encoding asked for. */
  encoded: Partial<Record<Encoding, Encoded>>;
}

interface Encoded {
  bytes: Buffer;
  /**
   * Compressed at the fast setting, for the request it was made for: most distinct searches are asked
   * once, and the better setting costs several milliseconds of a search's CPU. Compressed again at the
   * better setting when asked again.
   */
  quick: boolean;
}

/**
 * Brotli's fast setting is quality 2, not 1: on a job list's answer quality 2 took two thirds of quality
 * 1's CPU and wrote a tenth fewer bytes (docs/decisions.md, "Uncached search, a third cut").
 */
function compress(body: Buffer, encoding: Encoding, quick: boolean): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: quick ? 1 : 6 });
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 2 : 5 } });
}

/** The encoding to send a kept answer in: brotli, else gzip, else none (`q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** What an answer built from the catalogue depends on, brought up to date first. */
export async function catalogueVersion(app: App): Promise<string> {
  await app.searchIndex.current();
  return `${app.searchIndex.version} ${JSON.stringify(await app.siteSettings.current())}`;
}

/** What a seeker's own answer built from the match index depends on, the index brought up to date first. */
export async function seekerVersion(app: App, dataVersion: number): Promise<string> {
  await app.matchIndex.current();
  return `${app.matchIndex.version} ${dataVersion}`;
}

/**
 * Answers kept per key while their version holds, for at most `maxAgeMs`, and compressed once, so an answer
 * is made and compressed once rather than on every request. Two uses: answers that are the same for every
 * visitor who is not signed in (public pages, the job list), kept per URL on the catalogue version and the
 * settings, for 2 s because a few numbers on them (offers made) move with no catalogue change; and a
 * seeker's own recommendations, kept per person and URL on the catalogue version and their data version.
 * At most `maxEntries` answers and `maxBytes` of bodies (plain and compressed) are kept, the least recently
 * asked going first: a long tail of distinct searches, each asked once, must not grow the process.
 * Requests that arrive while an answer is being made wait for that one rather than each making their
 * own: when a kept page expires under load, ten connections would otherwise render it ten times at once.
 * Each process keeps its own, made again on demand: nothing in it is needed elsewhere.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** The answers being made now, by key and version. */
  private readonly making = new Map<string, Promise<Entry>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxAgeMs = 2_000,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  /**
   * Sends the answer kept under `key` (the request's URL, and whatever else the answer varies with) on
   * `version`, made by `make` when there is none.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    version: string,
    make: () => Promise<CachedResponse>,
    key = request.url,
  ) {
    const kept = this.kept(key, version);
    const entry = kept ?? (await this.made(key, version, make));
    reply.code(entry.status).type(entry.type).header('vary', 'accept-encoding');
    if (entry.headers) reply.headers(entry.headers);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(entry.body);
    let encoded = entry.encoded[encoding];
    if (!encoded || (encoded.quick && kept)) {
      const before = encoded?.bytes.length ?? 0;
      encoded = { bytes: compress(entry.body, encoding, !kept), quick: !kept };
      if (this.entries.get(key) === entry) {
        entry.encoded[encoding] = encoded;
        this.bytes += encoded.bytes.length - before;
        this.trim();
      }
    }
    return reply.header('content-encoding', encoding).send(encoded.bytes);
  }

  /** How many bytes of bodies are kept now. */
  get cachedBytes(): number {
    return this.bytes;
  }

  private kept(key: string, version: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.forget(key, entry);
    if (entry.version !== version || Date.now() - entry.at > this.maxAgeMs) return undefined;
    // Asked again: it goes last, the least recently asked going first.
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    return entry;
  }

  /** The answer under `key` on `version`, made once however many ask for it while it is being made. */
  private made(key: string, version: string, make: () => Promise<CachedResponse>): Promise<Entry> {
    const id = `${version}\n${key}`;
    let pending = this.making.get(id);
    if (!pending) {
      pending = make()
        .then((answer) => this.keep(key, version, answer))
        .finally(() => this.making.delete(id));
      this.making.set(id, pending);
    }
    return pending;
  }

  private keep(key: string, version: string, answer: CachedResponse): Entry {
    const entry: Entry = { ...answer, body: Buffer.from(answer.body), version, at: Date.now(), encoded: {} };
    const old = this.entries.get(key);
    if (old) this.forget(key, old);
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    this.trim();
    return entry;
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }

  /** Forgets the least recently asked answers until both limits hold (the newest is kept whatever its size). */
  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= 1 || (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes)) {
        return;
      }
      this.forget(key, entry);
    }
  }
}

/** A kept answer's bodies, in bytes. */
function sizeOf(entry: Entry): number {
  return entry.body.length + (entry.encoded.br?.bytes.length ?? 0) + (entry.encoded.gzip?.bytes.length ?? 0);
}
