import { z } from 'zod';
import { applicationSchema, specApplyRequestSchema } from '@skillmatch/shared/schemas/applications';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { userRecordSchema, upsertUserRequestSchema, userParamsSchema } from '@skillmatch/shared/schemas/user';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { apply } from '../applications/apply';
import { accountRoutes } from './account-routes';
import { updateNameAndPhoto } from './update-name-and-photo';

const errors = errorAnswers(400, 401, 403, 404);
const applyErrors = { ...errors, 409: apiErrorSchema };

/** /api/user: the user calls kept for other clients (docs/product.md, "Calls kept for other clients"): the record, the profile, the resume, applying. */
export async function userRoutes(app: App) {
  app.post(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: "Update the signed-in user's display name and photo (any other email is ignored)",
        body: upsertUserRequestSchema,
        response: { 200: userRecordSchema, ...errors },
      },
    },
    async (request) => updateNameAndPhoto(app, { viewer: request.viewer, changes: request.body }),
  );

  accountRoutes(app, 'path');

  app.patch(
    '/:email/apply',
    {
      config: { access: 'self', idempotent: true },
      schema: {
        tags: ['applications'],
        summary: 'Apply for a job (kept for other clients): only jobId and motivation are read',
        params: userParamsSchema,
        body: specApplyRequestSchema,
        response: {
          200: z.object({ success: z.literal(true), application: applicationSchema }),
          ...applyErrors,
        },
      },
    },
    async (request) => {
      const { jobId, motivation } = request.body.application;
      const application = await apply(app, { applicant: request.viewer, jobId, motivation });
      return { success: true as const, application };
    },
  );
}
