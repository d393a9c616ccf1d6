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
  jobModeration: 'job review',
};

/**
 * An administrator saves the settings (all, or those given, the others kept): the row and a 'settings.changed' entry naming what changed, in
 * one transaction. Saving them unchanged writes nothing. This process's copy is dropped; the others'
 * last at most their few seconds.
 */
export async function saveSiteSettings(
  { db, siteSettings: store }: Pick<UseCaseDeps, 'db' | 'siteSettings'>,
  { actor, settings: changes }: { actor: Actor; settings: Partial<SiteSettings> },
): Promise<SiteSettings> {
  const saved = await db.transaction(async (tx) => {
    // Locked, so two administrators saving at once each record what they changed from what the other left.
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    const previous: SiteSettings = row
      ? { ...row, jobModeration: row.jobModeration as SiteSettings['jobModeration'] }
      : DEFAULT_SITE_SETTINGS;
    const defined = Object.entries(changes).filter(([, value]) => value !== undefined);
    const next: SiteSettings = { ...previous, ...Object.fromEntries(defined) };
    const changed = (Object.keys(FIELD_WORDS) as (keyof SiteSettings)[]).filter(
      (field) => previous[field] !== next[field],
    );
    const stored = {
      siteName: next.siteName,
      signUpOpen: next.signUpOpen,
      jobsPageSize: next.jobsPageSize,
      strongMatchThreshold: next.strongMatchThreshold,
      jobModeration: next.jobModeration,
    };
    if (changed.length === 0) return stored;
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...stored, updatedAt: new Date() })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...stored, updatedAt: new Date() } });
    await recordActivity(tx, {
      kind: 'settings.changed',
      actor,
      summary: `${actor.name} changed the settings: ${changed.map((field) => FIELD_WORDS[field]).join(', ')}`,
      link: '/admin/settings',
    });
    return stored;
  });
  store.forget();
  return saved;
}
