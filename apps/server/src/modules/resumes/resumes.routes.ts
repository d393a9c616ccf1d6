import { z } from 'zod';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { RESUME_MESSAGES } from '@skillmatch/shared/schemas/resume';
import { userParamsSchema, userResponseSchema } from '@skillmatch/shared/schemas/user';
import type { App } from '../../app-types';
import { AppError, badRequest, notFound } from '../../errors';
import { getDbUser, userIdByEmail } from '../users/get-db-user';
import { deleteResume, resumeOf, storeResume } from './resumes';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  503: apiErrorSchema,
};

/** `attachment` with the file's name, in ASCII for old clients and in full (RFC 5987) for the rest. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A seeker's resume: upload or replace, download (owner and administrators), delete. */
export async function resumesRoutes(app: App) {
  const answerWithUser = async (email: string) => {
    const user = await getDbUser(app.db, email);
    if (!user) throw notFound('User');
    return { success: true as const, user };
  };

  app.put(
    '/api/user/:email/resume',
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        summary: 'Upload or replace your resume (multipart field "file": a PDF of at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: userParamsSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { viewer } = request;
      if (!request.isMultipart()) throw badRequest(RESUME_MESSAGES.missing);
      const file = await request.file();
      if (!file) throw badRequest(RESUME_MESSAGES.missing);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('TOO_LARGE', RESUME_MESSAGES.tooLarge);
        }
        throw error;
      }
      if (bytes.length === 0) throw badRequest(RESUME_MESSAGES.missing);
      await storeResume(app.db, app.files, viewer.id, { fileName: file.filename, bytes });
      return answerWithUser(viewer.email);
    },
  );

  app.get(
    '/api/user/:email/resume',
    {
      config: { access: 'selfOrAdmin' },
      schema: {
        tags: ['users'],
        summary: 'Download a resume: your own, or anyone’s for administrators',
        params: userParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.instanceof(Buffer).describe('The PDF file'), ...errors },
      },
    },
    async (request, reply) => {
      const userId = await userIdByEmail(app.db, request.params.email);
      const row = userId ? await resumeOf(app.db, userId) : undefined;
      const bytes = row ? await app.files.get(row.storageKey) : undefined;
      if (!row || !bytes) throw notFound('Resume');
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(row.fileName))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.delete(
    '/api/user/:email/resume',
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        summary: 'Delete your resume',
        params: userParamsSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { viewer } = request;
      if (!(await deleteResume(app.db, app.files, viewer.id))) throw notFound('Resume');
      return answerWithUser(viewer.email);
    },
  );
}
