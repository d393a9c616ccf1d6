import { describe, expect, it } from 'vitest';
import { JOB_CATEGORIES } from '@skillmatch/shared/constants';
import type { CompanyPage } from '@skillmatch/shared/schemas/companies';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import type { SessionState } from '@skillmatch/shared/schemas/session';
import type { RelatedJobs } from '@skillmatch/shared/schemas/related-jobs';
import type { SiteStats } from '@skillmatch/shared/schemas/site';
import { APPLY_MESSAGES } from '@skillmatch/shared/schemas/applications';
import { renderPage } from './entry-server';
import { makeApplication, makeJob } from './test/fixtures';

const JOB = makeJob({ title: 'Night Shift Nurse', company: 'St Mary Hospital', category: 'Healthcare' });
const SESSION: SessionState = {
  user: null,
  expiresAt: null,
  googleSignIn: false,
  site: { name: 'SkillMatch', signUpOpen: true, jobsPageSize: 20 },
};
const STATS: SiteStats = {
  activeJobs: 4321,
  companies: 87,
  offersMade: 5,
  categories: Object.fromEntries(JOB_CATEGORIES.map((category) => [category, 1])) as SiteStats['categories'],
};
const SEARCH: JobSearchResponse = {
  jobs: [JOB],
  total: 1,
  page: 1,
  pageSize: 20,
  facets: { type: [], remote: [], category: [], skills: [], company: [] },
  sort: 'relevance',
  sorts: ['relevance', 'newest', 'salary'],
};

const RELATED: RelatedJobs = {
  employer: {
    name: 'St Mary Hospital',
    slug: 'st-mary-hospital',
    verified: false,
    logoUrl: null,
    sector: 'Healthcare provider',
    about: 'St Mary Hospital is a community health system based in Leeds.',
    openJobs: 2,
  },
  similar: [],
};

const COMPANY: CompanyPage = {
  id: 'c0c0c0c0-0000-4000-8000-000000000001',
  slug: 'st-mary-hospital',
  name: 'St Mary Hospital',
  verified: true,
  website: null,
  about: 'A community health system with a teaching hospital.',
  sizeBand: '1001-5000',
  headquarters: 'Leeds',
  sector: 'Healthcare provider',
  logoUrl: null,
  jobs: [JOB],
  viewerCanEdit: false,
};

/** The API as the server reads it for a page: every path asked is noted. */
function fakeApi() {
  const asked: string[] = [];
  const answers: [RegExp, unknown][] = [
    [/^\/api\/session$/, SESSION],
    [/^\/api\/site\/stats$/, STATS],
    [/^\/api\/site\/stories$/, []],
    [/^\/api\/jobs\?/, SEARCH],
    [new RegExp(`^/api/jobs/${JOB.id}$`), JOB],
    [new RegExp(`^/api/jobs/${JOB.id}/applying$`), { applicants: 3, application: null }],
    [new RegExp(`^/api/jobs/${JOB.id}/related$`), RELATED],
    [/^\/api\/companies\/st-mary-hospital$/, COMPANY],
  ];
  const readApi = async (path: string) => {
    asked.push(path);
    return answers.find(([pattern]) => pattern.test(path))?.[1];
  };
  return { asked, readApi };
}

describe('pages rendered on the server', () => {
  it('reads the answers each public page names, each once, then renders the page with them', async () => {
    const cases: { url: string; paths: string[]; shows: string }[] = [
      { url: '/', paths: ['/api/session', '/api/site/stats', '/api/site/stories'], shows: '4,321' },
      { url: '/jobs?q=nurse', paths: ['/api/session', '/api/jobs?q=nurse'], shows: JOB.title },
      {
        url: '/jobs/healthcare',
        paths: ['/api/session', '/api/jobs?category=Healthcare'],
        shows: JOB.title,
      },
      {
        url: `/jobs/${JOB.id}`,
        paths: [
          '/api/session',
          `/api/jobs/${JOB.id}`,
          `/api/jobs/${JOB.id}/applying`,
          `/api/jobs/${JOB.id}/related`,
        ],
        shows: RELATED.employer.about!,
      },
      { url: '/about', paths: ['/api/session'], shows: 'About' },
      {
        url: '/companies/st-mary-hospital',
        paths: ['/api/session', '/api/companies/st-mary-hospital'],
        shows: COMPANY.about,
      },
    ];
    for (const { url, paths, shows } of cases) {
      const api = fakeApi();
      const rendered = await renderPage(`http://localhost${url}`, api.readApi);
      expect(api.asked.sort(), url).toEqual([...paths].sort());
      expect(rendered?.html, url).toContain(shows);
      // The answers go with the page, so the app's first render renders the same.
      expect(rendered?.pageData, url).toHaveLength(paths.length);
    }
  });

  it('renders a page whose answer is missing as loading, as the app would', async () => {
    const rendered = await renderPage(
      `http://localhost/jobs/${'0'.repeat(8)}-0000-4000-8000-000000000000`,
      async (path) => (path === '/api/session' ? SESSION : undefined),
    );
    expect(rendered?.pageData).toEqual([{ key: ['session'], data: SESSION }]);
    expect(rendered?.html).not.toContain(JOB.title);
  });

  it('renders the job page of someone who applied with their application, never Apply Now first', async () => {
    const user = {
      id: 'user-1',
      email: 'ada@example.com',
      name: 'Ada',
      displayName: 'Ada',
      image: null,
      role: 'user',
    };
    const application = makeApplication(JOB, 'Interview');
    const answers: Record<string, unknown> = {
      '/api/session': { ...SESSION, user, expiresAt: '2099-01-01T00:00:00.000Z' },
      [`/api/jobs/${JOB.id}`]: { ...JOB, isApplied: true },
      [`/api/jobs/${JOB.id}/applying`]: { applicants: 3, application },
    };
    const rendered = await renderPage(`http://localhost/jobs/${JOB.id}`, async (path) => answers[path]);
    expect(rendered?.html).toContain(APPLY_MESSAGES.already);
    expect(rendered?.html).toMatch(/Status: (<!-- -->)?Interview/);
    expect(rendered?.html).not.toContain('Apply Now');
  });
});
