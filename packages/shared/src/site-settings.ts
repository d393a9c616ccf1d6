import type { SiteSettings } from './schemas/settings';

/**
 * The settings before an administrator changes any. Apart from their schema, which needs zod: every
 * page's first script reads them, and zod would be a fifth of it (docs/decisions.md, budget arithmetic).
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'SkillMatch',
  signUpOpen: true,
  jobsPageSize: 20,
  strongMatchThreshold: 80,
  jobModeration: 'first',
};
