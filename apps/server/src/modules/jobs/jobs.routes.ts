import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { applyingSchema } from '@skillmatch/shared/schemas/applications';
import {
  createJobSchema,
  deleteJobResponseSchema,
  jobIdParamsSchema,
  jobSchema,
  jobSearchQuerySchema,
  jobSearchResponseSchema,
  postingOptionsSchema,
  type JobSearchResponse,
  reviewJobSchema,
  submitJobSchema,
  updateJobSchema,
} from '@skillmatch/shared/schemas/jobs';
import { candidatesResponseSchema } from '@skillmatch/shared/schemas/matching';
import { relatedJobsSchema } from '@skillmatch/shared/schemas/related-jobs';
import { jobInterviewersSchema, jobInterviewersUpdateSchema } from '@skillmatch/shared/schemas/back-office';
import { ResponseCache, catalogueVersion, type CachedResponse } from '../../response-cache';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { carriesSessionCookie } from '../../auth/guards';
import { scopeOf } from '../../access/back-office';
import { jobApplicants } from '../applications/job-applicants';
import { jobCandidates } from '../matching/job-candidates';
import { listJobs } from './list-jobs';
import { deleteJob } from './delete-job';
import { getJob } from './get-job';
import { updateJob } from './update-job';
import { postingOptions } from './posting-options';
import { publishJob } from './publish-job';
import { reviewJob } from './review-job';
import { submitJob } from './submit-job';
import { relatedJobs } from './related-jobs';
import { assignInterviewers, jobInterviewersOf } from './job-interviewers';

const errors = errorAnswers(400, 401, 403, 404);
const moderationErrors = errorAnswers(400, 401, 403, 404, 409);

/**
 * A visitor's job list as sent: its JSON written as `searchJobs` made it (fields in the response schema's
 * order), not through the schema's check, which copied the whole answer per distinct search; the search
 * tests hold the answer to the schema.
 */
function jobListResponse(answer: JobSearchResponse): CachedResponse {
  return { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify(answer) };
}

/** /api/jobs: the catalogue, searched and managed; for one job, who applied, who fits it and what is like it. */
export async function jobsRoutes(app: App) {
  const anonymousSearches = new ResponseCache();
  app.get(
    '',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary:
          'Search jobs: text, the list’s filters, category, salary, recency; paged, sorted, with facets',
        querystring: jobSearchQuerySchema,
        response: { 200: jobSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const activeOnly = (request.query.status ?? 'active') === 'active';
      // The same for every visitor who is not signed in (no best match: there is no one to score): made
      // once per catalogue version. A signed-in person's answer is their own, never kept for another.
      if (activeOnly && !carriesSessionCookie(request)) {
        return anonymousSearches.send(request, reply, await catalogueVersion(app), async () =>
          jobListResponse(await listJobs(app, { query: request.query, viewer: undefined })),
        );
      }
      return listJobs(app, { query: request.query, viewer: request.session?.user });
    },
  );

  app.get(
    '/posting',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['jobs'],
        summary:
          'For whom you post a job (your current company), whether you may, and whether it will be reviewed',
        response: { 200: postingOptionsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return postingOptions(app, { viewer: request.viewer });
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'One job',
        params: jobIdParamsSchema,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request) => getJob(app, { id: request.params.id, viewer: request.session?.user }),
  );

  app.get(
    '/:id/related',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary:
          'A job’s employer (its other open jobs, what the catalogue says of it) and similar open jobs',
        params: jobIdParamsSchema,
        response: { 200: relatedJobsSchema, ...errors },
      },
    },
    async (request) => relatedJobs(app, { id: request.params.id }),
  );

  app.post(
    '',
    {
      config: { access: 'backOffice', idempotent: true },
      schema: {
        tags: ['jobs'],
        summary:
          'Post a job for a company (its owners and recruiters, or the operator): published, waiting for review, or a draft',
        body: createJobSchema,
        response: { 201: jobSchema, ...moderationErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await publishJob(app, { job: request.body, viewer: request.viewer })),
  );

  app.post(
    '/:id/submit',
    {
      config: { access: 'backOffice', idempotent: true },
      schema: {
        tags: ['jobs'],
        summary:
          'Send a draft, or a job sent back for changes, to review (or publish it), with its last edits',
        params: jobIdParamsSchema,
        body: submitJobSchema,
        response: { 200: jobSchema, ...moderationErrors },
      },
    },
    async (request) =>
      submitJob(app, { id: request.params.id, changes: request.body, viewer: request.viewer }),
  );

  app.post(
    '/:id/review',
    {
      config: { access: 'admin', idempotent: true },
      schema: {
        tags: ['jobs'],
        summary:
          'Decide on a job waiting for review: publish, ask for changes (with a note) or reject (with a note)',
        params: jobIdParamsSchema,
        body: reviewJobSchema,
        response: { 200: jobSchema, ...moderationErrors },
      },
    },
    async (request) => reviewJob(app, { id: request.params.id, review: request.body, actor: request.viewer }),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['jobs'],
        summary: 'Change a job, including closing or reopening it (its company’s owners and recruiters)',
        params: jobIdParamsSchema,
        body: updateJobSchema,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request) =>
      updateJob(app, {
        id: request.params.id,
        changes: request.body,
        actor: request.viewer,
        scope: await scopeOf(app.db, request.viewer),
      }),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['jobs'],
        summary: 'Delete a job (its company’s owners and recruiters)',
        params: jobIdParamsSchema,
        response: { 200: deleteJobResponseSchema, ...errors },
      },
    },
    async (request) =>
      deleteJob(app, {
        id: request.params.id,
        actor: request.viewer,
        scope: await scopeOf(app.db, request.viewer),
      }),
  );

  app.get(
    '/:id/applying',
    {
      config: { access: 'public' },
      schema: {
        tags: ['applications'],
        summary: 'How many applied for a job, and your own application to it',
        params: jobIdParamsSchema,
        response: { 200: applyingSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => jobApplicants(app, { jobId: request.params.id, viewerId: request.session?.user.id }),
  );

  app.get(
    '/:id/candidates',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['matching'],
        summary:
          'The job’s applicants, and the seekers who have not applied, ranked by fit (its hiring team)',
        params: jobIdParamsSchema,
        response: { 200: candidatesResponseSchema, ...errors },
      },
    },
    async (request) =>
      jobCandidates(app, { jobId: request.params.id, scope: await scopeOf(app.db, request.viewer) }),
  );

  app.get(
    '/:id/interviewers',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['jobs'],
        summary: 'Who interviews for a job, and its company’s hiring team (its hiring team)',
        params: jobIdParamsSchema,
        response: { 200: jobInterviewersSchema, ...errors },
      },
    },
    async (request) =>
      jobInterviewersOf(app, { jobId: request.params.id, scope: await scopeOf(app.db, request.viewer) }),
  );

  app.put(
    '/:id/interviewers',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['jobs'],
        summary: 'Set who interviews for a job: members of its company (its owners and recruiters)',
        params: jobIdParamsSchema,
        body: jobInterviewersUpdateSchema,
        response: { 200: jobInterviewersSchema, ...errors },
      },
    },
    async (request) =>
      assignInterviewers(app, {
        jobId: request.params.id,
        userIds: request.body.userIds,
        scope: await scopeOf(app.db, request.viewer),
      }),
  );
}
