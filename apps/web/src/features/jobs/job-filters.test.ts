import { describe, expect, it } from 'vitest';
import * as api from '@skillmatch/shared/api/api-map';
import { apiUrl } from '@skillmatch/shared/api/api-route';
import type { JobCategory } from '@skillmatch/shared/constants';
import { apiSearch, filtersToParams, readFilters, sortMenu } from './job-filters';

describe('job filters in the URL', () => {
  it('round-trips every filter', () => {
    const params = new URLSearchParams(
      'q=react&location=berlin&type=Contract&remote=true&skills=React&skills=Node.js&sort=salary&page=3',
    );
    expect(filtersToParams(readFilters(params)).toString()).toBe(params.toString());
  });

  it('adds the category, and leaves the page size and an unchosen order to the server', () => {
    const url = (query: string, category?: JobCategory) =>
      apiUrl(api.searchJobs, { query: apiSearch(readFilters(new URLSearchParams(query)), category) });
    expect(url('q=go')).toBe('/api/jobs?q=go');
    expect(url('sort=salary', 'Finance')).toBe('/api/jobs?sort=salary&category=Finance');
  });

  it('offers the orders the server says the viewer may choose, showing the one chosen or used', () => {
    const seeker = { sort: 'match' as const, sorts: ['match', 'newest', 'salary'] as const };
    const filters = (query: string) => readFilters(new URLSearchParams(query));
    expect(sortMenu(filters(''), { ...seeker, sorts: [...seeker.sorts] })).toEqual({
      sorts: ['match', 'newest', 'salary'],
      value: 'match',
    });
    expect(sortMenu(filters('sort=salary'), { ...seeker, sorts: [...seeker.sorts] }).value).toBe('salary');
    // Best match in a shared link, opened by a visitor: the list is newest first, and the menu says so.
    expect(sortMenu(filters('sort=match'), { sort: 'newest', sorts: ['newest', 'salary'] })).toEqual({
      sorts: ['newest', 'salary'],
      value: 'newest',
    });
    expect(sortMenu(filters('q=go'), undefined)).toEqual({
      sorts: ['relevance', 'newest', 'salary'],
      value: 'relevance',
    });
  });

  it('ignores a nonsense page number', () => {
    expect(readFilters(new URLSearchParams('page=-4')).page).toBe(1);
    expect(readFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });
});
