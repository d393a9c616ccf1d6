import { useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiQuery } from '../../../lib/api-query';
import { siteStatsQueryKey, successStoriesQueryKey } from '../../../lib/query-keys';

/** GET /api/site/stats: open jobs, companies hiring, offers made and open jobs per category. */
export const siteStatsQuery = apiQuery(siteStatsQueryKey, api.getSiteStats);

/** GET /api/site/stories: the newest approved success stories. */
export const successStoriesQuery = apiQuery(successStoriesQueryKey, api.listPublicStories);

export function useSiteStats() {
  return useQuery({ ...siteStatsQuery, staleTime: 60_000 });
}

export function useSuccessStories() {
  return useQuery({ ...successStoriesQuery, staleTime: 60_000 });
}
