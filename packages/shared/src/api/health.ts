import type { z } from 'zod';
import type { healthResponseSchema } from '../schemas/health';
import { route } from './api-route';

/* /api/health: liveness. */

export const getHealth = route<{ response: z.output<typeof healthResponseSchema> }>('GET', '/api/health');
