import { JOB_CATEGORIES, JOB_TYPES } from '@skillmatch/shared/constants';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from './demo-catalogue';

const TODAY = new Date('2026-11-22T12:00:00Z');

describe('the demo catalogue', () => {
  const jobs = buildDemoCatalogue(TODAY);

  it('has at least 120 jobs in each of the six categories', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(120);
    for (const category of JOB_CATEGORIES) {
      expect(jobs.filter((job) => job.category === category).length).toBeGreaterThanOrEqual(15);
    }
  });

  it('is the same on every build', () => {
    expect(buildDemoCatalogue(TODAY)).toEqual(jobs);
  });

  it('varies companies, cities, types, remote work and salaries', () => {
    expect(new Set(jobs.map((job) => job.company)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(jobs.map((job) => job.location)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(jobs.map((job) => job.type)).size).toBeGreaterThanOrEqual(4);
    const remote = jobs.filter((job) => job.remote).length;
    expect(remote).toBeGreaterThan(jobs.length * 0.15);
    expect(remote).toBeLessThan(jobs.length * 0.6);
    expect(jobs.some((job) => job.salaryMin === null)).toBe(true);
  });

  it('gives every job what a job card and detail page show', () => {
    for (const job of jobs) {
      expect(job.title.length).toBeGreaterThan(3);
      expect(JOB_TYPES).toContain(job.type);
      expect(job.description?.length).toBeGreaterThan(150);
      expect(job.description).not.toContain('{company}');
      expect(job.skills?.length).toBeGreaterThanOrEqual(5);
      expect(job.skillKeys).toEqual(job.skills?.map((skill) => skill.toLowerCase()));
      expect(job.responsibilities?.length).toBeGreaterThanOrEqual(4);
      expect(job.requirements?.length).toBeGreaterThanOrEqual(4);
      if (job.salaryMin !== null && job.salaryMax !== null) {
        expect(job.salaryMin).toBeLessThanOrEqual(job.salaryMax ?? 0);
      }
      expect(job.postedDate! <= '2026-11-22').toBe(true);
      expect(job.closingDate! > job.postedDate!).toBe(true);
    }
  });
});
