import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/skills?q=: the taxonomy's skills for what is typed (aliases answer with their skill). */
export function useSkillSuggestions(typed: string) {
  const q = typed.trim();
  return useQuery({
    queryKey: ['skills', q],
    queryFn: ({ signal }) =>
      apiRequest<{ skills: string[] }>(`/api/skills?q=${encodeURIComponent(q)}&limit=8`, { signal }),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
