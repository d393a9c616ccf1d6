import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteNumbers } from './site-numbers';

const STATS = {
  activeJobs: 1_204,
  companies: 310,
  offersMade: 0,
  categories: { Technology: 0, Healthcare: 0, Finance: 0, Sales: 0, Logistics: 0, Design: 0 },
};

describe('SiteNumbers', () => {
  it('leaves out a number that is still 0 rather than make it a headline', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
    render(<SiteNumbers stats={STATS} failed={false} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Open jobs',
      'Companies hiring',
    ]);
    expect(screen.getAllByRole('definition').map((number) => number.textContent)).toEqual(['1,204', '310']);
    vi.unstubAllGlobals();
  });
});
