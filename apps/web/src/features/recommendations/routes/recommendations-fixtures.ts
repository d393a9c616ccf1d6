import * as api from '@skillmatch/shared/api/api-map';
import type { Recommendation } from '@skillmatch/shared/schemas/matching';
import { makeRecommendation } from '../../../test/fixtures';
import { answer, type ApiCall } from '../../../test/render';

/** What the recommendations page's tests answer with: pages of recommendations, and three of them. */
export const USER_URL = '/api/me';
export const isRecommendations = (url: string) => url.startsWith('/api/recommendations?');
export const recommendationCalls = (calls: ApiCall[]) => calls.filter((call) => isRecommendations(call.url));
/** A page of recommendations; `matching` counts those scoring 60 or more unless given. */
export const page = (
  items: Recommendation[],
  total = items.length,
  matching = items.filter((item) => item.match_score >= 60).length,
) =>
  answer(api.listRecommendations, items, {
    'x-total-count': String(total),
    'x-matching-count': String(matching),
  });

export const STRONG = makeRecommendation(
  85,
  {
    title: 'Frontend Engineer',
    company: 'Acme',
    skills: ['React', 'TypeScript', 'JavaScript', 'AWS', 'CSS', 'Jest'],
  },
  { matched: ['React', 'TypeScript', 'CSS', 'Jest'], missing: ['AWS'] },
);
export const FAIR = makeRecommendation(
  65,
  { title: 'Full-stack Developer', company: 'Globex', isApplied: true, location: null, remote: false },
  {
    preferences: [
      { preference: 'type', fit: 1 },
      { preference: 'salary', fit: 0.5 },
    ],
    related: [
      {
        skill: 'REST APIs',
        via: 'Backend web services, GraphQL and gRPC APIs',
        words: ['APIs'],
        percent: 35,
        basis: 'words',
      },
      { skill: 'Docker', via: 'Kubernetes', percent: 20, basis: 'related' },
    ],
    coverage: 52,
    reliance: 40,
  },
);
export const WEAK = makeRecommendation(
  40,
  { title: 'Cloud Architect', company: 'Initech' },
  { matched: ['TypeScript'], related: [], missing: ['AWS', 'Terraform', 'Kubernetes'] },
);
