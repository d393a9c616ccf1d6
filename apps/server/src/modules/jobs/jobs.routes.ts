import { z } from 'zod';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import {
  createJobSchema,
  deleteJobResponseSchema,
  jobIdParamsSchema,
  jobSchema,
  jobSearchQuerySchema,
  jobSearchResponseSchema,
  updateJobSchema,
} from '@skillmatch/shared/schemas/jobs';
import { KeptAnswers, catalogueBasis, jsonAnswer } from '../../kept-answers';
import type { App } from '../../app-types';
import { carriesSessionCookie } from '../../auth/guards';
import { forbidden } from '../../errors';
import { createJob, deleteJob, getJob, updateJob } from './manage-jobs';
import { listSavedJobs, saveJob, unsaveJob } from './saved-jobs';
import { loadSeeker } from '../matching/seeker';
import { searchJobs, type SearchViewer } from './search-jobs';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export async function jobsRoutes(app: App) {
  const anonymousSearches = new KeptAnswers();
  app.get(
    '/api/jobs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary:
          'Search jobs: text, the spec’s filters, category, salary, recency; paged, sorted, with facets',
        querystring: jobSearchQuerySchema,
        response: { 200: jobSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const search = async (viewer?: SearchViewer) => {
        const { jobsPageSize } = await app.siteSettings.current();
        const query = { ...request.query, pageSize: request.query.pageSize ?? jobsPageSize };
        return searchJobs(app.db, app.searchIndex, query, viewer);
      };
      const activeOnly = (request.query.status ?? 'active') === 'active';
      // The same for every visitor who is not signed in (no best match: there is no one to score): made
      // once per catalogue version. A signed-in person's answer is their own, never kept for another.
      if (activeOnly && !carriesSessionCookie(request)) {
        return anonymousSearches.send(request, reply, await catalogueBasis(app), async () =>
          jsonAnswer(jobSearchResponseSchema, await search()),
        );
      }
      const { session } = request;
      if (!activeOnly && session?.user.role !== 'admin') {
        throw forbidden('Only administrators can list closed jobs.');
      }
      if (!session) return search();
      const seeker = await loadSeeker(app.db, session.user.id);
      return search({ id: session.user.id, seeker, matchIndex: app.matchIndex });
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'One job',
        params: jobIdParamsSchema,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request) => {
      const { session } = request;
      return getJob(app.db, request.params.id, session?.user.id);
    },
  );

  app.post(
    '/api/jobs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['jobs'],
        summary: 'Publish a job (administrators)',
        body: createJobSchema,
        response: { 201: jobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = request.viewer;
      const job = await createJob(app.db, app.tasks, request.body, admin);
      app.tasks.wake('strong-matches');
      return reply.code(201).send(job);
    },
  );

  app.patch(
    '/api/jobs/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['jobs'],
        summary: 'Change a job, including closing or reopening it (administrators)',
        params: jobIdParamsSchema,
        body: updateJobSchema,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request) => {
      const admin = request.viewer;
      const job = await updateJob(app.db, app.tasks, request.params.id, request.body, admin);
      app.tasks.wake(job.status === 'active' ? 'strong-matches' : 'job-closed');
      return job;
    },
  );

  app.delete(
    '/api/jobs/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['jobs'],
        summary: 'Delete a job (administrators)',
        params: jobIdParamsSchema,
        response: { 200: deleteJobResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = request.viewer;
      await deleteJob(app.db, request.params.id, admin);
      return { deleted: true as const, id: request.params.id };
    },
  );

  app.get(
    '/api/saved-jobs',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['saved jobs'],
        summary: 'The jobs you saved, newest first',
        response: { 200: z.object({ jobs: z.array(jobSchema) }), ...errors },
      },
    },
    async (request) => ({ jobs: await listSavedJobs(app.db, request.viewer.id) }),
  );

  app.put(
    '/api/saved-jobs/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['saved jobs'],
        summary: 'Save a job',
        params: jobIdParamsSchema,
        response: { 200: z.object({ saved: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await saveJob(app.db, request.viewer.id, request.params.id);
      return { saved: true as const };
    },
  );

  app.delete(
    '/api/saved-jobs/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['saved jobs'],
        summary: 'Un-save a job',
        params: jobIdParamsSchema,
        response: { 200: z.object({ saved: z.literal(false) }), ...errors },
      },
    },
    async (request) => {
      await unsaveJob(app.db, request.viewer.id, request.params.id);
      return { saved: false as const };
    },
  );
}
