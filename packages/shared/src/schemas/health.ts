import { z } from '../zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});

export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /**
   * Background tasks waiting or under way, and those that used up their retries, kept for a person to
   * look at (the server log says why each failed).
   */
  tasks: z.object({ pending: z.number().int().nonnegative(), failed: z.number().int().nonnegative() }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
