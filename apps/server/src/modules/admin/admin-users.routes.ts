import { z } from 'zod';
import {
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  adminUserSummarySchema,
  adminUserUpdateSchema,
} from '@skillmatch/shared/schemas/admin';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { scopeOf } from '../../access/back-office';
import { applicantResume } from '../resumes/applicant-resume';
import { sendResume } from '../resumes/resume-reply';
import { getAdminUser } from './get-admin-user';
import { listUsers } from './list-users';
import { updateAdminUser } from './update-admin-user';

const errors = errorAnswers(400, 401, 403, 404);

/** /api/admin/users: administrators manage accounts: find them, see one, change its role or disable it. */
export async function adminUsersRoutes(app: App) {
  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first: by part of the name or email, role and status, a page at a time',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => listUsers(app, request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'One account as its owner sees it, and whether it is disabled',
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => getAdminUser(app, { id: request.params.id }),
  );

  app.get(
    '/users/:id/resume',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['admin'],
        summary:
          'Download an applicant’s resume (the back office’s link: no email address in the URL); a hiring team, of those who applied to its jobs',
        params: adminUserParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.instanceof(Buffer).describe('The PDF file'), ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(app.db, request.viewer);
      return sendResume(reply, await applicantResume(app, { scope, userId: request.params.id }));
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Change the role, or disable (signing the person out everywhere) or enable the account',
        params: adminUserParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSummarySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      updateAdminUser(app, { actor: request.viewer, id: request.params.id, change: request.body }),
  );
}
