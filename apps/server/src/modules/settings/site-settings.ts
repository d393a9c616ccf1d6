import type { Database } from '@skillmatch/db/client';
import type { SiteSettings } from '@skillmatch/shared/schemas/settings';
import { readSiteSettings } from './read-site-settings';

/**
 * How long a process trusts the settings it read. A change made here is seen at once (the copy is
 * dropped); one made by another process on the same database, within this time.
 */
const FRESH_MS = 1000;

/** The platform settings, read from the database's one row and kept briefly in this process. */
export class SiteSettingsStore {
  private cached: { settings: SiteSettings; readAt: number } | null = null;

  constructor(private readonly db: Database) {}

  async current(): Promise<SiteSettings> {
    if (this.cached && Date.now() - this.cached.readAt < FRESH_MS) return this.cached.settings;
    const settings = await readSiteSettings({ db: this.db });
    this.cached = { settings, readAt: Date.now() };
    return settings;
  }

  /** Forget the copy after a change written through `db` (call it once the change has committed). */
  forget(): void {
    this.cached = null;
  }
}
