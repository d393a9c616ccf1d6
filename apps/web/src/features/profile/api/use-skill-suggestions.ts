import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';
import { skillSuggestionsQueryKey } from '../../../lib/query-keys';

/** GET /api/skills?q=: the taxonomy's skills for what is typed (aliases answer with their skill). */
export function useSkillSuggestions(typed: string) {
  const q = typed.trim();
  return useQuery({
    queryKey: skillSuggestionsQueryKey(q),
    queryFn: ({ signal }) => apiCall(api.suggestSkills, { query: { q, limit: 8 }, signal }),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
