import type { z } from 'zod';
import type { applicationIdParamsSchema } from '../schemas/applications';
import type { jobIdParamsSchema } from '../schemas/jobs';
import type { userParamsSchema } from '../schemas/user';

/* The path params that calls of several areas share. */

export type JobId = z.output<typeof jobIdParamsSchema>;
export type UserEmail = z.output<typeof userParamsSchema>;
export type ApplicationId = z.output<typeof applicationIdParamsSchema>;
