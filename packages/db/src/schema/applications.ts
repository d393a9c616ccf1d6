import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@skillmatch/shared/constants';
import { users } from './auth';
import { jobs } from './jobs';

/** One timeline entry: the stage reached, when, and an optional note. */
export interface ApplicationEvent {
  stage: string;
  at: string;
  note?: string;
}

/**
 * A seeker's application to a job. The job's facts are copied in when it is sent, so the application
 * stays readable after the job is edited or deleted; a deleted account leaves it anonymised (no user).
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    motivation: text('motivation').notNull(),
    status: text('status').notNull().default('Applied'),
    nextStep: text('next_step'),
    nextStepDate: date('next_step_date'),
    feedback: text('feedback'),
    timeline: jsonb('timeline').$type<ApplicationEvent[]>().notNull().default([]),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull(),
    location: text('location'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    currency: text('currency').notNull().default('USD'),
    jobType: text('job_type').notNull(),
    remote: boolean('remote').notNull().default(false),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When a recruiter first changed the status: the dashboard's time to first response. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One application per seeker and job, also when two tries race.
    unique('applications_user_job_unique').on(table.userId, table.jobId),
    index('applications_job_idx').on(table.jobId),
    // The dashboard's weekly counts and the pipeline's newest-first lists.
    index('applications_created_idx').on(table.createdAt),
    // The pipeline board: each status's most recently updated applications, read backwards.
    index('applications_status_updated_idx').on(table.status, table.updatedAt, table.id),
    check(
      'applications_status_check',
      sql`${table.status} in (${sql.raw(APPLICATION_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
