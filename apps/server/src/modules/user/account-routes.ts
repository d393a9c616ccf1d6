import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESUME_MESSAGES } from '@skillmatch/shared/schemas/resume';
import {
  addSkillRequestSchema,
  userRecordSchema,
  updateProfileRequestSchema,
  userParamsSchema,
  userResponseSchema,
} from '@skillmatch/shared/schemas/user';
import type { App } from '../../app-types';
import type { Access } from '../../auth/guards';
import { AppError, badRequest, errorAnswers } from '../../errors';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { deleteResume } from '../resumes/delete-resume';
import { downloadResume } from '../resumes/download-resume';
import { sendResume } from '../resumes/resume-reply';
import { uploadResume } from '../resumes/upload-resume';
import { addSkill } from './add-skill';
import { deleteAccount } from './delete-account';
import { editProfile } from './edit-profile';
import { exportAccount } from './export-account';
import { userRecord } from './user-record';

const errors = errorAnswers(400, 401, 403, 404);
const resumeErrors = {
  ...errors,
  413: apiErrorSchema,
  415: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * The calls about one's own account: the record, the profile, skills, the resume, the data export and
 * deletion. `/api/user/:email/…` (kept for other clients) names the account in the path; `/api/me/…`, which the
 * product's pages use, takes it from the session, so no address lands in a log or a browser's history.
 */
export function accountRoutes(app: App, whose: 'path' | 'session') {
  const byPath = whose === 'path';
  const at = (path: string) => (byPath ? `/:email${path}` : path);
  const params = byPath ? { params: userParamsSchema } : {};
  const access = (own: 'self' | 'selfOrAdmin'): Access => (byPath ? own : 'signedIn');
  const addressed = (request: FastifyRequest) =>
    (request.params as { email?: string }).email ?? request.viewer.email;
  app.get(
    at(''),
    {
      config: { access: access('selfOrAdmin') },
      schema: {
        tags: ['users'],
        summary: 'A user record: your own, or anyone’s for administrators',
        ...params,
        response: { 200: userRecordSchema, ...errors },
      },
    },
    async (request) => userRecord(app, { email: addressed(request) }),
  );

  app.patch(
    at(''),
    {
      config: { access: access('self') },
      schema: {
        tags: ['users'],
        summary: 'Save your own profile',
        ...params,
        body: updateProfileRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => editProfile(app, { viewer: request.viewer, profile: request.body.profile }),
  );

  app.post(
    at('/skills'),
    {
      config: { access: access('self') },
      schema: {
        tags: ['users'],
        summary: 'Add one skill to your own profile',
        ...params,
        body: addSkillRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => addSkill(app, { viewer: request.viewer, skill: request.body.skill }),
  );

  app.get(
    at('/export'),
    {
      config: { access: access('self') },
      schema: {
        tags: ['users'],
        summary: 'Download your data: account, profile, resume record, applications, saved jobs (JSON)',
        ...params,
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
    at(''),
    {
      config: { access: access('self') },
      schema: {
        tags: ['users'],
        summary: 'Delete your account and personal data (applications stay with recruiters, anonymised)',
        ...params,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => deleteAccount(app, { userId: request.viewer.id }),
  );

  app.put(
    at('/resume'),
    {
      config: { access: access('self') },
      schema: {
        tags: ['users'],
        summary: 'Upload or replace your resume (multipart field "file": a PDF of at most 5 MB)',
        consumes: ['multipart/form-data'],
        ...params,
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
    at('/resume'),
    {
      config: { access: access('selfOrAdmin') },
      schema: {
        tags: ['users'],
        summary: 'Download a resume: your own, or anyone’s for administrators',
        ...params,
        produces: ['application/pdf'],
        response: { 200: z.instanceof(Buffer).describe('The PDF file'), ...resumeErrors },
      },
    },
    async (request, reply) => sendResume(reply, await downloadResume(app, { email: addressed(request) })),
  );

  app.delete(
    at('/resume'),
    {
      config: { access: access('self') },
      schema: {
        tags: ['users'],
        summary: 'Delete your resume',
        ...params,
        response: { 200: userResponseSchema, ...resumeErrors },
      },
    },
    async (request) => deleteResume(app, { viewer: request.viewer }),
  );
}
