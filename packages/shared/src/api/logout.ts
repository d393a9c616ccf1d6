import type { z } from 'zod';
import type { logoutResponseSchema } from '../schemas/session';
import { route } from './api-route';

/* /api/logout: signing out. */

export const logout = route<{ response: z.output<typeof logoutResponseSchema> }>('POST', '/api/logout');
