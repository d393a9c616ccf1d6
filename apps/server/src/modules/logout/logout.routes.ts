import { logoutResponseSchema } from '@skillmatch/shared/schemas/session';
import type { App } from '../../app-types';
import { signOut } from '../session/sign-out';

/** /api/logout: signing out (docs/product.md, "Calls kept for other clients"). */
export async function logoutRoutes(app: App) {
  app.post(
    '',
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
        const { cookies } = await signOut(app, { headers: request.headers });
        if (cookies.length > 0) reply.header('set-cookie', cookies);
      }
      return { success: true as const };
    },
  );
}
