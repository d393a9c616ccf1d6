import { z } from '../zod';
import { JOB_CATEGORIES, type JobCategory } from '../constants';

const count = z.number().int().nonnegative();

/** GET /api/site/stats: the landing page's real numbers. */
export const siteStatsSchema = z.object({
  /** Open jobs, as the job list counts them. */
  activeJobs: count,
  /** Companies with at least one open job. */
  companies: count,
  /** Applications that reached an offer. */
  offersMade: count,
  /** Open jobs per category, each equal to the job list's total for that category. */
  categories: z.object(
    Object.fromEntries(JOB_CATEGORIES.map((category) => [category, count])) as Record<
      JobCategory,
      typeof count
    >,
  ),
});
export type SiteStats = z.output<typeof siteStatsSchema>;
