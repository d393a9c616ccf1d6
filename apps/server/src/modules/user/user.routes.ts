import { z } from 'zod';
import { applicationSchema, specApplyRequestSchema } from '@skillmatch/shared/schemas/applications';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { RESUME_MESSAGES } from '@skillmatch/shared/schemas/resume';
import {
  addSkillRequestSchema,
  dbUserSchema,
  updateProfileRequestSchema,
  upsertUserRequestSchema,
  userParamsSchema,
  userResponseSchema,
} from '@skillmatch/shared/schemas/user';
import type { App } from '../../app-types';
import { AppError, badRequest, errorAnswers } from '../../errors';
import { apply } from '../applications/apply';
import { deleteResume } from '../resumes/delete-resume';
import { downloadResume } from '../resumes/download-resume';
import { uploadResume } from '../resumes/upload-resume';
import { addSkill } from './add-skill';
import { deleteAccount } from './delete-account';
import { editProfile } from './edit-profile';
import { exportAccount } from './export-account';
import { updateNameAndPhoto } from './update-name-and-photo';
import { userRecord } from './user-record';

const errors = errorAnswers(400, 401, 403, 404);
const applyErrors = { ...errors, 409: apiErrorSchema };
const resumeErrors = {
  ...errors,
  413: apiErrorSchema,
  415: apiErrorSchema,
  503: apiErrorSchema,
};

/** `attachment` with the file's name, in ASCII for old clients and in full (RFC 5987) for the rest. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** /api/user: the spec's user calls (section 7): the record, the profile, the resume, applying. */
export async function userRoutes(app: App) {
  app.post(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: "Update the signed-in user's display name and photo (any other email is ignored)",
        body: upsertUserRequestSchema,
        response: { 200: dbUserSchema, ...errors },
      },
    },
    async (request) => updateNameAndPhoto(app, { viewer: request.viewer, changes: request.body }),
  );

  app.get(
    '/:email',
    {
      config: { access: 'selfOrAdmin' },
      schema: {
        tags: ['users'],
        summary: 'A user record: your own, or anyone’s for administrators',
        params: userParamsSchema,
        response: { 200: dbUserSchema, ...errors },
      },
    },
    async (request) => userRecord(app, { email: request.params.email }),
  );

  app.patch(
    '/:email',
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        summary: 'Save your own profile',
        params: userParamsSchema,
        body: updateProfileRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => editProfile(app, { viewer: request.viewer, profile: request.body.profile }),
  );

  app.post(
    '/:email/skills',
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        summary: 'Add one skill to your own profile',
        params: userParamsSchema,
        body: addSkillRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => addSkill(app, { viewer: request.viewer, skill: request.body.skill }),
  );

  app.get(
    '/:email/export',
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        summary: 'Download your data: account, profile, resume record, applications, saved jobs (JSON)',
        params: userParamsSchema,
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('content-disposition', 'attachment; filename="skillmatch-data.json"')
        .header('cache-control', 'private, no-store')
        .send(await exportAccount(app, { userId: request.viewer.id })),
  );

  app.delete(
    '/:email',
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        summary: 'Delete your account and personal data (applications stay with recruiters, anonymised)',
        params: userParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => deleteAccount(app, { userId: request.viewer.id }),
  );

  app.patch(
    '/:email/apply',
    {
      config: { access: 'self', idempotent: true },
      schema: {
        tags: ['applications'],
        summary: 'Apply for a job (the spec’s call): only jobId and motivation are read',
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

  app.put(
    '/:email/resume',
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        summary: 'Upload or replace your resume (multipart field "file": a PDF of at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: userParamsSchema,
        response: { 200: userResponseSchema, ...resumeErrors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(RESUME_MESSAGES.missing);
      let upload: { fileName: string; bytes: Buffer };
      try {
        const file = await request.file();
        if (!file) throw badRequest(RESUME_MESSAGES.missing);
        upload = { fileName: file.filename, bytes: await file.toBuffer() };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('TOO_LARGE', RESUME_MESSAGES.tooLarge);
        }
        // The multipart reader's only other failures are bodies that are not whole forms.
        request.log.info({ err: error }, 'upload body not a whole form');
        throw badRequest(RESUME_MESSAGES.cutOff);
      }
      if (upload.bytes.length === 0) throw badRequest(RESUME_MESSAGES.missing);
      return uploadResume(app, { viewer: request.viewer, upload });
    },
  );

  app.get(
    '/:email/resume',
    {
      config: { access: 'selfOrAdmin' },
      schema: {
        tags: ['users'],
        summary: 'Download a resume: your own, or anyone’s for administrators',
        params: userParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.instanceof(Buffer).describe('The PDF file'), ...resumeErrors },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await downloadResume(app, { email: request.params.email });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.delete(
    '/:email/resume',
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        summary: 'Delete your resume',
        params: userParamsSchema,
        response: { 200: userResponseSchema, ...resumeErrors },
      },
    },
    async (request) => deleteResume(app, { viewer: request.viewer }),
  );
}
