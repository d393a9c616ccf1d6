import type { APIRequestContext, APIResponse, Page, Response } from '@playwright/test';

/** The parts of a recommendation item these tests read (the e2e package does not import the contract). */
export interface RecommendationItem {
  match_score: number;
  jobDetails: { id: string; title: string; company: string; skills: string[] };
  reasons: { matched: string[]; missing: string[] };
}

/** One page of the engine's answer: the jobs, how many use the seeker's skills, how many match. */
export interface RecommendationsAnswer {
  items: RecommendationItem[];
  total: number;
  matching: number;
}

async function readAnswer(response: APIResponse | Response): Promise<RecommendationsAnswer> {
  if (!response.ok()) throw new Error(`recommendations failed: ${response.status()}`);
  const headers = response.headers();
  return {
    items: (await response.json()) as RecommendationItem[],
    total: Number(headers['x-total-count']),
    matching: Number(headers['x-matching-count']),
  };
}

/** The engine's answer, as the page must show it. */
export async function recommendationsFor(
  request: APIRequestContext,
  email: string,
  pageSize = 20,
): Promise<RecommendationsAnswer> {
  return readAnswer(
    await request.get(`/api/recommendations?email=${encodeURIComponent(email)}&page=1&pageSize=${pageSize}`),
  );
}

/**
 * The answer the page itself reads next (call before the action that loads it): other tests publish
 * jobs all the time, so an answer read separately may already differ from the one on the screen.
 */
export async function nextRecommendationsAnswer(page: Page): Promise<RecommendationsAnswer> {
  const response = await page.waitForResponse(
    (candidate) => new URL(candidate.url()).pathname === '/api/recommendations',
  );
  return readAnswer(response);
}

/** The badge steps (docs/product.md, "Feedback and timing") (list, detail and recommendation cards). */
export const toneFor = (score: number) => (score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red');
