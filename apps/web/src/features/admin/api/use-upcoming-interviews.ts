import { useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiQuery } from '../../../lib/api-query';
import { upcomingInterviewsQueryKey } from '../../../lib/query-keys';

/** GET /api/interviews/upcoming: the viewer's own interviews to come, soonest first. */
export function useUpcomingInterviews(enabled: boolean) {
  return useQuery({ ...apiQuery(upcomingInterviewsQueryKey, api.upcomingInterviews), enabled });
}
