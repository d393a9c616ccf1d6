import type { SessionState } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import type { CurrentSession } from '../../auth/guards';

/** Who is signed in (nobody: null), and what every page needs to know about the site. */
export async function sessionState(
  { config, siteSettings }: Pick<UseCaseDeps, 'config' | 'siteSettings'>,
  { session }: { session: CurrentSession | null },
): Promise<SessionState> {
  const settings = await siteSettings.current();
  return {
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
