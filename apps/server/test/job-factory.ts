import type { App } from '../src/app-types';
import { createJob, type JobValues } from '../src/modules/jobs/manage-jobs';

let sequence = 0;

/** A job with sensible defaults; tests override what they are about. */
export function jobInput(overrides: Partial<JobValues> = {}): JobValues & { company: string } {
  sequence += 1;
  return {
    title: `Test Role ${sequence}`,
    company: `Test Company ${sequence}`,
    location: 'Lisbon, Portugal',
    salaryMin: 50_000,
    salaryMax: 70_000,
    currency: 'USD',
    type: 'Full-time',
    category: 'Technology',
    experience: '2+ years',
    description: 'A role created by a test.',
    skills: ['Go'],
    responsibilities: ['Ship things'],
    requirements: ['Care'],
    remote: false,
    postedDate: '2026-11-01',
    closingDate: null,
    status: 'active',
    ...overrides,
  };
}

/** A job made by no one in particular (its activity entry has no actor). */
export const makeJob = (app: App, overrides: Partial<JobValues> = {}) =>
  createJob(app.db, null, jobInput(overrides), null);
