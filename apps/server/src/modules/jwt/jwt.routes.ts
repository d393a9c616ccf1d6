import { apiErrorSchema } from '@skillmatch/shared/schemas/errors';
import { jwtResponseSchema } from '@skillmatch/shared/schemas/session';
import type { App } from '../../app-types';

/** /api/jwt: a token for the signed-in person (docs/product.md, "Calls kept for other clients"). */
export async function jwtRoutes(app: App) {
  app.post(
    '',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['session'],
        summary: 'The signed-in session: user and expiry',
        response: { 200: jwtResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      // Set on every route that is not public, as the viewer is.
      const session = request.session!;
      return { user: session.user, expiresAt: session.expiresAt.toISOString() };
    },
  );
}
