import type { APIRequestContext, Page } from '../support/test';

/** The total the API gives for a query: the page must say the same. */
export async function apiTotal(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/jobs?${query}`);
  return (await response.json()).total;
}

/** The jobs the API lists first for a query, as the page lists them. */
export async function firstJobs(
  request: APIRequestContext,
  query = '',
): Promise<{ id: string; title: string }[]> {
  return (await (await request.get(`/api/jobs?${query}`)).json()).jobs;
}

export const showing = (page: Page) => page.getByText(/^Showing [\d,]+ jobs$/);

/** A count as the page writes it ("1,250"). */
export const asShown = (count: number) => count.toLocaleString('en-US');

/** The filter sheet's button: "Show 1,250 jobs", "Show 1 job". */
export const showJobs = (count: number) => `Show ${asShown(count)} ${count === 1 ? 'job' : 'jobs'}`;

/** The skills the filter panel offers for a query, with their counts, as the API gives them. */
export async function skillFacets(
  request: APIRequestContext,
  query: string,
): Promise<{ value: string; count: number }[]> {
  const response = await request.get(`/api/jobs?${query}`);
  return (await response.json()).facets.skills;
}

export async function offeredSkills(request: APIRequestContext, query: string): Promise<string[]> {
  return (await skillFacets(request, query)).map((facet) => facet.value);
}

/** A skill's checkbox, named with its count: "SQL (12 jobs)". */
export const skillOption = (skill: string, count?: number) =>
  new RegExp(
    `^${skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(${count === undefined ? '\\d+' : count.toLocaleString('en-US')} jobs?\\)$`,
  );
