import type { z } from 'zod';
import type { readyResponseSchema } from '../schemas/health';
import { route } from './api-route';

/* /api/ready: readiness. */

export const getReady = route<{ response: z.output<typeof readyResponseSchema> }>('GET', '/api/ready');
