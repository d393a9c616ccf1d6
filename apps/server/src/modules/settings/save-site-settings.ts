import { eq } from 'drizzle-orm';
import { siteSettings } from '@skillmatch/db/schema/site-settings';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import type { SiteSettings } from '@skillmatch/shared/schemas/settings';
import type { UseCaseDeps } from '../../app-types';
import { recordActivity, type Actor } from '../admin/activity';

const FIELD_WORDS: Record<keyof SiteSettings, string> = {
  siteName: 'site name',
  signUpOpen: 'sign-up',
  jobsPageSize: 'jobs per page',
  strongMatchThreshold: 'strong-match threshold',
};

/**
 * An administrator saves the settings: the row and a 'settings.changed' entry naming what changed, in
 * one transaction. Saving them unchanged writes nothing. This process's copy is dropped; the others'
 * last at most their few seconds.
 */
export async function saveSiteSettings(
  { db, siteSettings: store }: Pick<UseCaseDeps, 'db' | 'siteSettings'>,
  { actor, settings: next }: { actor: Actor; settings: SiteSettings },
): Promise<SiteSettings> {
  const saved = await db.transaction(async (tx) => {
    // Locked, so two administrators saving at once each record what they changed from what the other left.
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    const previous: SiteSettings = row ?? DEFAULT_SITE_SETTINGS;
    const changed = (Object.keys(FIELD_WORDS) as (keyof SiteSettings)[]).filter(
      (field) => previous[field] !== next[field],
    );
    if (changed.length === 0) return next;
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...next, updatedAt: new Date() } });
    await recordActivity(tx, {
      kind: 'settings.changed',
      actor,
      summary: `${actor.name} changed the settings: ${changed.map((field) => FIELD_WORDS[field]).join(', ')}`,
      link: '/admin/settings',
    });
    return next;
  });
  store.forget();
  return saved;
}
