import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import type { PublicSiteSettings } from '@skillmatch/shared/schemas/settings';
import { useSession } from './session';

/** Until the session answers (or when it fails), pages use the defaults rather than wait. */
const FALLBACK_SITE: PublicSiteSettings = {
  name: DEFAULT_SITE_SETTINGS.siteName,
  signUpOpen: DEFAULT_SITE_SETTINGS.signUpOpen,
  jobsPageSize: DEFAULT_SITE_SETTINGS.jobsPageSize,
};

/** The platform settings every page uses (site name, sign-up open, page size), from GET /api/session. */
export function useSite(): PublicSiteSettings {
  return useSession().data?.site ?? FALLBACK_SITE;
}
