import { taxonomy } from '@skillmatch/matching/taxonomy';
import { JOB_CATEGORIES, JOB_TYPES } from '@skillmatch/shared/constants';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, demoCompanies } from './demo-catalogue';

const TODAY = new Date('2026-11-22T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** Employers the 2024 postings name most: an invented posting must not carry their names. */
const REAL_EMPLOYERS = [
  'Walmart',
  'Capital One',
  'Amazon',
  'DB Schenker',
  'GEICO',
  'Woolworths Group',
  'Databricks',
  'DHL Supply Chain',
  'Atlassian',
  'Lyft',
  'Visa',
  'OpenText',
  'Vanguard',
  'CACI International Inc',
  'U.S. Bank',
  'Bank of America',
  'MaineHealth',
  'Leidos',
  'Cloudflare',
  'Guidehouse',
  'Google',
  'Intuit',
  'Target',
  'Palo Alto Networks',
  'NVIDIA',
  'Tesco',
  'PepsiCo',
  'Equinix',
  'Coinbase',
  'Wells Fargo',
  'Figma',
  'Mercy',
  'Kaiser Permanente',
  'Prudential Financial',
  'ManTech',
  'SAIC',
];
const DESIGN_TOOLS = new Set([
  'Adobe Photoshop',
  'Adobe Illustrator',
  'Adobe InDesign',
  'Adobe Creative Cloud software',
]);
const NOT_FRONT_END = new Set(['C', 'C++', 'Extensible markup language XML', 'Perl']);

describe('the demo catalogue', () => {
  const jobs = buildDemoCatalogue(TODAY);

  it('has over a thousand jobs, at least a hundred in each of the six categories', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(1000);
    for (const category of JOB_CATEGORIES) {
      expect(jobs.filter((job) => job.category === category).length).toBeGreaterThanOrEqual(100);
    }
  });

  it('is the same on every build', () => {
    expect(buildDemoCatalogue(TODAY)).toEqual(jobs);
  });

  it('dates its jobs from the day it is seeded, so it never looks stale', () => {
    const later = buildDemoCatalogue(new Date(TODAY.getTime() + 400 * DAY_MS));
    const shift = (date: string, days: number) =>
      new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
    expect(later.map((job) => job.postedDate)).toEqual(jobs.map((job) => shift(job.postedDate!, 400)));
    const ages = jobs.map((job) => (TODAY.getTime() - Date.parse(job.postedDate!)) / DAY_MS);
    expect(Math.max(...ages)).toBeLessThan(45);
    expect(ages.filter((age) => age < 7).length).toBeGreaterThan(jobs.length * 0.2);
  });

  it('spreads posting dates over weeks: few jobs posted today, the newest page shows more than one day', () => {
    const today = TODAY.toISOString().slice(0, 10);
    expect(jobs.filter((job) => job.postedDate === today).length).toBeLessThanOrEqual(jobs.length * 0.01);
    const newest = jobs
      .map((job) => job.postedDate!)
      .sort()
      .reverse()
      .slice(0, 20);
    expect(new Set(newest).size).toBeGreaterThanOrEqual(2);
    const twoWeeksAgo = new Date(TODAY.getTime() - 14 * DAY_MS).toISOString().slice(0, 10);
    expect(jobs.filter((job) => job.postedDate! < twoWeeksAgo).length).toBeGreaterThan(jobs.length * 0.25);
  });

  it('names invented employers only, each a company with its own address, sector, About text, place and size', () => {
    for (const name of REAL_EMPLOYERS) expect(jobs.map((job) => job.company)).not.toContain(name);
    const companies = new Map(demoCompanies().map((company) => [company.name, company]));
    expect(new Set([...companies.values()].map((company) => company.slug)).size).toBe(companies.size);
    for (const name of new Set(jobs.map((job) => job.company))) {
      const company = companies.get(name);
      expect(company?.sector, name).toBeTruthy();
      expect(company?.about).toContain(name);
      expect(company?.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(company?.about).toContain(`based in ${company?.headquarters} with about`);
      expect(company?.headquarters).not.toBe('');
    }
    const lochlan = companies.get('Lochlan Labs');
    expect(lochlan).toMatchObject({
      slug: 'lochlan-labs',
      headquarters: 'Austin, TX',
      sizeBand: '1001-5000',
    });
  });

  it('shows no yearly salary on a freelance job (pay is yearly; freelance work is paid by rate)', () => {
    const freelance = jobs.filter((job) => job.type === 'Freelance');
    expect(freelance.length).toBeGreaterThan(0);
    for (const job of freelance) expect([job.salaryMin, job.salaryMax]).toEqual([null, null]);
  });

  it('asks for the skills of the occupation: design tools for designers and marketers, no C or XML for a React job', () => {
    for (const job of jobs) {
      const designTools = (job.skills ?? []).filter((skill) => DESIGN_TOOLS.has(skill));
      if (!['Design', 'Technology'].includes(job.category) && !/Market|Advertis|Promotion/.test(job.title))
        expect(designTools, `${job.title} at ${job.company}`).toEqual([]);
      if (/React|Angular|Vue|Front ?End|Frontend/i.test(job.title))
        expect(
          job.skills?.filter((skill) => NOT_FRONT_END.has(skill)),
          job.title,
        ).toEqual([]);
    }
  });

  it('spreads jobs over many employers, places, types and pay levels', () => {
    expect(new Set(jobs.map((job) => job.company)).size).toBeGreaterThanOrEqual(300);
    expect(new Set(jobs.map((job) => job.location)).size).toBeGreaterThanOrEqual(200);
    expect(new Set(jobs.map((job) => job.title)).size).toBeGreaterThanOrEqual(500);
    expect(new Set(jobs.map((job) => job.type))).toEqual(new Set(JOB_TYPES));
    expect(new Set(jobs.map((job) => job.currency))).toEqual(new Set(['USD', 'GBP', 'CAD', 'AUD']));
    const remote = jobs.filter((job) => job.remote).length;
    expect(remote).toBeGreaterThan(jobs.length * 0.1);
    expect(remote).toBeLessThan(jobs.length * 0.4);
    expect(jobs.some((job) => job.salaryMin === null)).toBe(true);
    expect(jobs.some((job) => job.status === 'closed')).toBe(true);
  });

  it('pays by occupation and place: a nurse more than a nursing assistant, a US developer more than a UK one', () => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const pay = (test: (title: string) => boolean, currency = 'USD') =>
      median(
        jobs
          .filter((job) => test(job.title) && job.currency === currency && job.type === 'Full-time')
          .map((job) => job.salaryMax ?? 0)
          .filter(Boolean),
      );
    expect(pay((title) => /Registered Nurse/.test(title))).toBeGreaterThan(
      pay((title) => /Nursing Assistant/.test(title)) * 1.5,
    );
    const developer = (title: string) => /Developer|Software Engineer/.test(title);
    expect(pay(developer)).toBeGreaterThan(pay(developer, 'GBP') * 1.4);
  });

  it('gives every job what a job card and detail page show', () => {
    for (const job of jobs) {
      expect(job.title.length).toBeGreaterThan(3);
      expect(JOB_TYPES).toContain(job.type);
      expect(job.description?.length).toBeGreaterThan(150);
      expect(job.description).toContain(job.company);
      expect(job.skills?.length).toBeGreaterThanOrEqual(5);
      expect(job.skillKeys).toEqual(job.skills?.map((skill) => skill.toLowerCase()));
      expect(job.responsibilities?.length).toBeGreaterThanOrEqual(4);
      expect(job.requirements?.length).toBeGreaterThanOrEqual(4);
      expect(job.experience).toMatch(/^(Internship|Entry level|\d+\+ years)$/);
      if (job.salaryMin !== null && job.salaryMax !== null) {
        expect(job.salaryMin).toBeLessThanOrEqual(job.salaryMax ?? 0);
        expect(job.salaryMin).toBeGreaterThan(5_000);
      }
      expect(job.postedDate! <= '2026-11-22').toBe(true);
      expect(job.closingDate! > '2026-11-22').toBe(true);
    }
  });

  it('names every skill by the canonical name the taxonomy resolves', () => {
    for (const skill of new Set(jobs.flatMap((job) => job.skills ?? []))) {
      const resolved = taxonomy.resolve(skill);
      expect(resolved?.known, skill).toBe(true);
      expect(resolved?.label).toBe(skill);
    }
  });

  it('has no two jobs alike: not the same title at the same employer and place, nor the same title and skills', () => {
    const postings = jobs.map((job) => `${job.title}|${job.company}|${job.location}`);
    expect(new Set(postings).size).toBe(jobs.length);
    const skillSets = jobs.map((job) => `${job.title}|${[...(job.skills ?? [])].sort().join('|')}`);
    expect(new Set(skillSets).size).toBe(jobs.length);
  });
});
