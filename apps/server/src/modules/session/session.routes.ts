import { sessionStateSchema } from '@skillmatch/shared/schemas/session';
import type { App } from '../../app-types';
import { sessionState } from './session-state';

/** /api/session: the web app's session probe. */
export async function sessionRoutes(app: App) {
  app.get(
    '',
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
      return sessionState(app, { session: request.session });
    },
  );
}
