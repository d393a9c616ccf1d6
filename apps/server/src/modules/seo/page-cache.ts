import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A drawn page as sent. */
export interface CachedPage {
  status: number;
  html: string;
}

type Encoding = 'br' | 'gzip';

interface Entry extends CachedPage {
  /** What the page was drawn from: the catalogue's version and the site's settings. */
  basis: string;
  at: number;
  /** The page compressed, once per encoding asked for. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The encoding to send a kept page in: brotli, else gzip, else none (`q=0` refuses one). */
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

/**
 * Pages drawn for visitors who are not signed in, which are the same for all of them: kept per URL while
 * the catalogue and the settings are as they were, and for at most `maxAgeMs`, because a few numbers on
 * them (offers made) move with no catalogue change. Kept compressed too, so a page is compressed once
 * rather than on every request. Each process keeps its own, rebuilt on demand.
 */
export class AnonymousPageCache {
  private readonly pages = new Map<string, Entry>();

  constructor(
    private readonly maxPages = 500,
    private readonly maxAgeMs = 2_000,
  ) {}

  get(url: string, basis: string, now = Date.now()): Entry | undefined {
    const entry = this.pages.get(url);
    if (!entry) return undefined;
    if (entry.basis !== basis || now - entry.at > this.maxAgeMs) {
      this.pages.delete(url);
      return undefined;
    }
    return entry;
  }

  set(url: string, basis: string, page: CachedPage, now = Date.now()): Entry {
    this.pages.delete(url);
    if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value!);
    const entry = { ...page, basis, at: now, encoded: {} };
    this.pages.set(url, entry);
    return entry;
  }

  /** The entry's page in `encoding`, compressed the first time it is asked for. */
  static encoded(entry: Entry, encoding: Encoding): Buffer {
    entry.encoded[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(entry.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.html);
    return entry.encoded[encoding];
  }
}
