import { useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { JobMatch } from '@skillmatch/shared/schemas/matching';
import { apiCall } from '../../../lib/api-client';
import { jobMatchesQueryKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

const NO_MATCHES = new Map<string, JobMatch>();
const byJobId = (data: { matches: JobMatch[] }) => new Map(data.matches.map((match) => [match.jobId, match]));

/**
 * The signed-in seeker's match for each job on screen: one GET /api/matches for the whole page, not
 * one per card. Visitors make no call; a seeker without skills gets no scores, so no badges.
 */
export function useJobMatches(jobIds: readonly string[] | undefined): Map<string, JobMatch> {
  const session = useSession();
  const ids = jobIds ?? [];
  const signedIn = Boolean(session.data?.user);
  const query = useQuery({
    queryKey: jobMatchesQueryKey(ids),
    queryFn: ({ signal }) => apiCall(api.listMatches, { query: { jobId: [...ids] }, signal }),
    enabled: signedIn && ids.length > 0,
    select: byJobId,
  });
  return (signedIn && query.data) || NO_MATCHES;
}
