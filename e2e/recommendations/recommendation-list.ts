import type { APIRequestContext } from '@playwright/test';

/** The parts of a recommendation item these tests read (the e2e package does not import the contract). */
export interface RecommendationItem {
  match_score: number;
  jobDetails: { id: string; title: string; company: string; skills: string[] };
  reasons: { matched: string[]; missing: string[] };
}

/** The engine's answer, as the page must show it. */
export async function recommendationsFor(
  request: APIRequestContext,
  email: string,
  pageSize = 20,
): Promise<{ items: RecommendationItem[]; total: number; matching: number }> {
  const response = await request.get(
    `/api/recommendations?email=${encodeURIComponent(email)}&page=1&pageSize=${pageSize}`,
  );
  if (!response.ok()) throw new Error(`recommendations failed: ${response.status()}`);
  const headers = response.headers();
  return {
    items: await response.json(),
    total: Number(headers['x-total-count']),
    matching: Number(headers['x-matching-count']),
  };
}

/** The badge steps of spec section 8 (list, detail and recommendation cards). */
export const toneFor = (score: number) => (score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red');
