import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { siteSettings } from '@skillmatch/db/schema/site-settings';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import type { SiteSettings } from '@skillmatch/shared/schemas/settings';

/** The settings as stored now (the defaults if the row is missing). */
export async function readSiteSettings({ db }: { db: Database }): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row
    ? {
        siteName: row.siteName,
        signUpOpen: row.signUpOpen,
        jobsPageSize: row.jobsPageSize,
        strongMatchThreshold: row.strongMatchThreshold,
        jobModeration: row.jobModeration as SiteSettings['jobModeration'],
      }
    : DEFAULT_SITE_SETTINGS;
}
