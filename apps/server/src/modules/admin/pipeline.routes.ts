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
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import type { App } from '../../app-types';
import { deliverNotices } from '../applications/deliver';
import { bulkMove } from '../applications/move-applications';
import { applicantCounts } from './applicant-counts';
import { pipelineBoard, pipelineDetail, pipelineItems, pipelineList } from './pipeline';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The recruiting pipeline (administrators): the board, the list, one application, bulk moves. */
export async function pipelineRoutes(app: App) {
  app.get(
    '/api/admin/applications/board',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The pipeline board: a column per status with its total and latest cards',
        querystring: pipelineBoardQuerySchema,
        response: { 200: pipelineBoardSchema, ...errors },
      },
    },
    async (request) => pipelineBoard(app.db, request.query),
  );

  app.get(
    '/api/admin/applications',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Applications, filtered, sorted and paged',
        querystring: pipelineListQuerySchema,
        response: { 200: pipelineListSchema, ...errors },
      },
    },
    async (request) => pipelineList(app.db, request.query),
  );

  app.get(
    '/api/admin/applications/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'One application with its applicant',
        params: applicationIdParamsSchema,
        response: { 200: pipelineDetailSchema, ...errors },
      },
    },
    async (request) => pipelineDetail(app.db, await app.matchIndex.current(), request.params.id),
  );

  app.post(
    '/api/admin/applications/bulk',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Move several applications to one status, all or none',
        body: bulkMoveSchema,
        response: { 200: bulkMoveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = request.viewer;
      const { ids, notices } = await bulkMove(app.db, app.tasks, request.body, admin);
      await deliverNotices(app, notices);
      return { moved: ids.length, items: await pipelineItems(app.db, ids) };
    },
  );

  app.get(
    '/api/admin/jobs/applicants',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Applicants per job, and how many arrived since you last looked',
        querystring: applicantCountsQuerySchema,
        response: { 200: applicantCountsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = request.viewer;
      return { counts: await applicantCounts(app.db, admin.id, request.query.jobId) };
    },
  );
}
