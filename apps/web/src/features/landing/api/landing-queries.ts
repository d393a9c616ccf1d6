import { useQuery } from '@tanstack/react-query';
import type { SiteStats } from '@skillmatch/shared/schemas/site';
import type { PublicStory } from '@skillmatch/shared/schemas/stories';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/site/stats: open jobs, companies hiring, offers made and open jobs per category. */
export const siteStatsQuery = apiQuery<SiteStats>(['site-stats'], '/api/site/stats');

/** GET /api/site/stories: the newest approved success stories. */
export const successStoriesQuery = apiQuery<PublicStory[]>(['success-stories'], '/api/site/stories');

export function useSiteStats() {
  return useQuery({ ...siteStatsQuery, staleTime: 60_000 });
}

export function useSuccessStories() {
  return useQuery({ ...successStoriesQuery, staleTime: 60_000 });
}
