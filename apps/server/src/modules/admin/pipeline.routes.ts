import {
  applicantCountsQuerySchema,
  applicantCountsResponseSchema,
  bulkMoveResponseSchema,
  bulkMoveSchema,
  pipelineBoardQuerySchema,
  pipelineBoardSchema,
  pipelineDetailSchema,
  pipelineListQuerySchema,
  pipelineListSchema,
} from '@skillmatch/shared/schemas/admin';
import { applicationIdParamsSchema } from '@skillmatch/shared/schemas/applications';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { scopeOf } from '../../access/back-office';
import { bulkMove } from '../applications/bulk-move';
import { applicantCounts } from './applicant-counts';
import { pipelineBoard } from '../applications/pipeline-board';
import { pipelineDetail } from '../applications/pipeline-detail';
import { pipelineList } from '../applications/pipeline-list';

const errors = errorAnswers(400, 401, 403, 404, 409);

/**
 * /api/admin/applications: the recruiting pipeline (the board, the list, one application, bulk moves);
 * /api/admin/jobs/applicants: applicants per job. Each within the viewer's scope (`access/back-office.ts`).
 */
export async function pipelineRoutes(app: App) {
  app.get(
    '/applications/board',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['admin'],
        summary: 'The pipeline board: a column per status with its total and latest cards',
        querystring: pipelineBoardQuerySchema,
        response: { 200: pipelineBoardSchema, ...errors },
      },
    },
    async (request) => pipelineBoard(app, { ...request.query, scope: await scopeOf(app.db, request.viewer) }),
  );

  app.get(
    '/applications',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['admin'],
        summary: 'Applications, filtered, sorted and paged',
        querystring: pipelineListQuerySchema,
        response: { 200: pipelineListSchema, ...errors },
      },
    },
    async (request) => pipelineList(app, { ...request.query, scope: await scopeOf(app.db, request.viewer) }),
  );

  app.get(
    '/applications/:id',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['admin'],
        summary: 'One application with its applicant',
        params: applicationIdParamsSchema,
        response: { 200: pipelineDetailSchema, ...errors },
      },
    },
    async (request) =>
      pipelineDetail(app, { id: request.params.id, scope: await scopeOf(app.db, request.viewer) }),
  );

  app.post(
    '/applications/bulk',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['admin'],
        summary: 'Move several applications to one status, all or none',
        body: bulkMoveSchema,
        response: { 200: bulkMoveResponseSchema, ...errors },
      },
    },
    async (request) =>
      bulkMove(app, {
        move: request.body,
        actor: request.viewer,
        scope: await scopeOf(app.db, request.viewer),
      }),
  );

  app.get(
    '/jobs/applicants',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['admin'],
        summary: 'Applicants per job, and how many arrived since you last looked',
        querystring: applicantCountsQuerySchema,
        response: { 200: applicantCountsResponseSchema, ...errors },
      },
    },
    async (request) =>
      applicantCounts(app, {
        scope: await scopeOf(app.db, request.viewer),
        jobIds: request.query.jobId,
      }),
  );
}
