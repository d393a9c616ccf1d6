import type { JobRow } from '@skillmatch/db/schema/jobs';
import type { Job } from '@skillmatch/shared/schemas/jobs';

/** What leaves the server for a job: the spec's fields (with `_id` and `posted`), never internal columns. */
export function presentJob(row: JobRow, isSaved = false): Job {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    currency: row.currency,
    type: row.type as Job['type'],
    category: row.category as Job['category'],
    experience: row.experience,
    description: row.description,
    skills: row.skills,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    remote: row.remote,
    status: row.status as Job['status'],
    postedDate: row.postedDate,
    posted: row.postedDate,
    closingDate: row.closingDate,
    createdAt: row.createdAt.toISOString(),
    isSaved,
  };
}
