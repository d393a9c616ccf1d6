import { describe, expect, it } from 'vitest';
import { apiSearch, filtersToParams, readFilters } from './job-filters';

describe('job filters in the URL', () => {
  it('round-trips every filter', () => {
    const params = new URLSearchParams(
      'q=react&location=berlin&type=Contract&remote=true&skills=React&skills=Node.js&sort=salary&page=3',
    );
    expect(filtersToParams(readFilters(params)).toString()).toBe(params.toString());
  });

  it('asks the API for relevance when searching, newest otherwise, adds the category, and leaves the page size to the server', () => {
    expect(apiSearch(readFilters(new URLSearchParams('q=go')))).toBe('q=go&sort=relevance');
    expect(apiSearch(readFilters(new URLSearchParams('')), 'Finance')).toBe('category=Finance&sort=newest');
  });

  it('ignores a nonsense page number', () => {
    expect(readFilters(new URLSearchParams('page=-4')).page).toBe(1);
    expect(readFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });
});
