import { desc, eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applications, type ApplicationEvent } from '@skillmatch/db/schema/applications';
import type { Application } from '@skillmatch/shared/schemas/applications';
import type { ApplicationStats } from '@skillmatch/shared/schemas/user';
import { skillNames } from '../matching/skill-names';

export type ApplicationRow = typeof applications.$inferSelect;

export function presentApplication(row: ApplicationRow): Application {
  return {
    applicationId: row.id,
    jobId: row.jobId,
    job: row.jobTitle,
    company: row.company,
    companyLocation: row.location,
    salary: { min: row.salaryMin, max: row.salaryMax, currency: row.currency },
    jobType: row.jobType,
    remote: row.remote,
    skillsRequired: skillNames(row.skills),
    motivation: row.motivation,
    status: row.status,
    appliedDate: row.createdAt.toISOString(),
    nextStep: row.nextStep,
    nextStepDate: row.nextStepDate,
    feedback: row.feedback,
    timeline: row.timeline.map(({ stage, at, note }) => ({ stage, date: at, ...(note ? { note } : {}) })),
  };
}

export const event = (stage: string, note?: string): ApplicationEvent => ({
  stage,
  at: new Date().toISOString(),
  ...(note ? { note } : {}),
});

export async function applicationsOf(db: Database, userId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt));
}

/** The user record's applicationStats (docs/product.md, "Records"), counted from a person's applications (withdrawn ones are not counted). */
export function applicationStats(rows: readonly Pick<ApplicationRow, 'status'>[]): ApplicationStats {
  const of = (status: string) => rows.filter((row) => row.status === status).length;
  return {
    applied: of('Applied'),
    inProgress: of('In Progress'),
    interviews: of('Interview'),
    offers: of('Offer'),
    rejected: of('Rejected'),
  };
}
