import type { Job } from '@skillmatch/shared/schemas/jobs';

/** A job as GET /api/jobs/:id answers it. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  const id = overrides.id ?? '0b9a4c8e-5a3e-4f7e-9d1a-2f3c4d5e6f70';
  const skills = overrides.skills ?? ['React', 'TypeScript'];
  return {
    title: 'Frontend Engineer',
    company: 'Acme',
    location: 'Berlin, Germany',
    salaryMin: 70000,
    salaryMax: 90000,
    currency: 'USD',
    type: 'Full-time',
    category: 'Technology',
    experience: '2+ years',
    description: 'Build the product.',
    skills,
    skillNames: skills,
    responsibilities: ['Ship features'],
    requirements: [],
    remote: true,
    status: 'active',
    postedDate: '2026-03-04',
    posted: '2026-03-04',
    closingDate: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    isSaved: false,
    isApplied: false,
    ...overrides,
    _id: id,
    id,
  };
}
