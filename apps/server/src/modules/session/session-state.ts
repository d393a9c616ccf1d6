import type { SessionState } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import type { CurrentSession } from '../../auth/guards';
import { backOfficeSummary } from '../../access/back-office';

/**
 * Who is signed in (nobody: null), whom they work for in the back office, and what every page needs to
 * know about the site.
 */
export async function sessionState(
  { config, siteSettings, db }: Pick<UseCaseDeps, 'config' | 'siteSettings' | 'db'>,
  { session }: { session: CurrentSession | null },
): Promise<SessionState> {
  const [settings, backOffice] = await Promise.all([
    siteSettings.current(),
    session ? backOfficeSummary(db, session.user) : undefined,
  ]);
  return {
    ...(backOffice ? { backOffice } : {}),
    user: session?.user ?? null,
    expiresAt: session?.expiresAt.toISOString() ?? null,
    googleSignIn: Boolean(config.google),
    site: {
      name: settings.siteName,
      signUpOpen: settings.signUpOpen,
      jobsPageSize: settings.jobsPageSize,
    },
  };
}
