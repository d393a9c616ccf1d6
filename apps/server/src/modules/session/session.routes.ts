import { fromNodeHeaders } from 'better-auth/node';
import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import {
  jwtResponseSchema,
  logoutResponseSchema,
  sessionStateSchema,
} from '@skillmatch/shared/schemas/session';
import type { App } from '../../app-types';

/** The spec's session calls (POST /api/jwt, POST /api/logout) and the web app's session probe. */
export async function sessionRoutes(app: App) {
  app.get(
    '/api/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Who is signed in (user null when nobody) and which sign-in options exist',
        response: { 200: sessionStateSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { session } = request;
      const settings = await app.siteSettings.current();
      return {
        user: session?.user ?? null,
        expiresAt: session?.expiresAt.toISOString() ?? null,
        googleSignIn: Boolean(app.config.google),
        site: {
          name: settings.siteName,
          signUpOpen: settings.signUpOpen,
          jobsPageSize: settings.jobsPageSize,
        },
      };
    },
  );

  app.post(
    '/api/jwt',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['session'],
        summary: 'The signed-in session: user and expiry',
        response: { 200: jwtResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const session = request.session!;
      return { user: session.user, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'End the session on the server and clear its cookie',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.session) {
        const response = await app.auth.api.signOut({
          headers: fromNodeHeaders(request.headers),
          asResponse: true,
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
      }
      return { success: true as const };
    },
  );
}
