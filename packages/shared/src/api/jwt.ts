import type { z } from 'zod';
import type { jwtResponseSchema } from '../schemas/session';
import { route } from './api-route';

/* /api/jwt: a token for the signed-in person. */

export const issueJwt = route<{ response: z.output<typeof jwtResponseSchema> }>('POST', '/api/jwt');
