import { z } from 'zod';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { PROFILE_SKILLS_MAX } from '@skillmatch/shared/schemas/profile';
import {
  addSkillRequestSchema,
  dbUserSchema,
  updateProfileRequestSchema,
  upsertUserRequestSchema,
  userParamsSchema,
  userResponseSchema,
} from '@skillmatch/shared/schemas/user';
import type { App } from '../../app-types';
import { badRequest, notFound } from '../../errors';
import { deleteAccount, exportAccount } from './account-data';
import { getDbUser } from './get-db-user';
import { addSkill, saveProfile, updateNameAndPhoto } from './update-user';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The spec's user calls (section 7), each authorised on the server. */
export async function usersRoutes(app: App) {
  app.post(
    '/api/user',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: "Update the signed-in user's display name and photo (any other email is ignored)",
        body: upsertUserRequestSchema,
        response: { 200: dbUserSchema, ...errors },
      },
    },
    async (request) => {
      const { viewer } = request;
      await updateNameAndPhoto(app.db, viewer.id, request.body);
      const user = await getDbUser(app.db, viewer.email);
      if (!user) throw notFound('User');
      return user;
    },
  );

  app.get(
    '/api/user/:email',
    {
      config: { access: 'selfOrAdmin' },
      schema: {
        tags: ['users'],
        summary: 'A user record: your own, or anyone’s for administrators',
        params: userParamsSchema,
        response: { 200: dbUserSchema, ...errors },
      },
    },
    async (request) => {
      const user = await getDbUser(app.db, request.params.email);
      if (!user) throw notFound('User');
      return user;
    },
  );

  app.patch(
    '/api/user/:email',
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
    async (request) => {
      const { viewer } = request;
      await saveProfile(app.db, viewer.id, request.body.profile);
      const user = await getDbUser(app.db, viewer.email);
      if (!user) throw notFound('User');
      return { success: true as const, user };
    },
  );

  app.post(
    '/api/user/:email/skills',
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
    async (request) => {
      const { viewer } = request;
      const outcome = await addSkill(app.db, viewer.id, request.body.skill);
      if (outcome === 'full') throw badRequest(`A profile holds at most ${PROFILE_SKILLS_MAX} skills.`);
      const user = await getDbUser(app.db, viewer.email);
      if (!user) throw notFound('User');
      return { success: true as const, user };
    },
  );

  app.get(
    '/api/user/:email/export',
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        summary: 'Download your data: account, profile, resume record, applications, saved jobs (JSON)',
        params: userParamsSchema,
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const data = await exportAccount(app.db, viewer.id);
      if (!data) throw notFound('User');
      return reply
        .header('content-disposition', 'attachment; filename="skillmatch-data.json"')
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.delete(
    '/api/user/:email',
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        summary: 'Delete your account and personal data (applications stay with recruiters, anonymised)',
        params: userParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const { viewer } = request;
      await deleteAccount(app.db, app.files, viewer.id);
      return { success: true as const };
    },
  );
}
