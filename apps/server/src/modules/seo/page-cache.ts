/** A drawn page as sent. */
export interface CachedPage {
  status: number;
  html: string;
}

interface Entry extends CachedPage {
  /** What the page was drawn from: the catalogue's version and the site's settings. */
  basis: string;
  at: number;
}

/**
 * Pages drawn for visitors who are not signed in, which are the same for all of them: kept per URL while
 * the catalogue and the settings are as they were, and for at most `maxAgeMs`, because a few numbers on
 * them (offers made) move with no catalogue change. Each process keeps its own, rebuilt on demand.
 */
export class AnonymousPageCache {
  private readonly pages = new Map<string, Entry>();

  constructor(
    private readonly maxPages = 500,
    private readonly maxAgeMs = 2_000,
  ) {}

  get(url: string, basis: string, now = Date.now()): CachedPage | undefined {
    const entry = this.pages.get(url);
    if (!entry) return undefined;
    if (entry.basis !== basis || now - entry.at > this.maxAgeMs) {
      this.pages.delete(url);
      return undefined;
    }
    return entry;
  }

  set(url: string, basis: string, page: CachedPage, now = Date.now()): void {
    this.pages.delete(url);
    if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(url, { ...page, basis, at: now });
  }
}
