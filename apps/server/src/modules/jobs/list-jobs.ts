import type { JobSearchQuery, JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { UseCaseDeps } from '../../app-types';
import { forbidden } from '../../errors';
import { loadSeeker } from '../matching/seeker';
import { searchJobs } from './search-jobs';

/**
 * The job list as the viewer sees it: a page of the search, the page size the site's settings give when
 * the client asks for none, "Best match" scored for a signed-in seeker. Closed jobs are for administrators.
 */
export async function listJobs(
  deps: Pick<UseCaseDeps, 'db' | 'searchIndex' | 'matchIndex' | 'siteSettings'>,
  { query, viewer }: { query: JobSearchQuery; viewer: SessionUser | undefined },
): Promise<JobSearchResponse> {
  if ((query.status ?? 'active') !== 'active' && viewer?.role !== 'admin') {
    throw forbidden('Only administrators can list closed jobs.');
  }
  const { jobsPageSize } = await deps.siteSettings.current();
  const paged = { ...query, pageSize: query.pageSize ?? jobsPageSize };
  if (!viewer) return searchJobs(deps.db, deps.searchIndex, paged);
  const seeker = await loadSeeker(deps.db, viewer.id);
  return searchJobs(deps.db, deps.searchIndex, paged, { id: viewer.id, seeker, matchIndex: deps.matchIndex });
}
