import type { FastifyBaseLogger } from 'fastify';
import type { ReadyResponse } from '@skillmatch/shared/schemas/health';
import type { UseCaseDeps } from '../../app-types';
import { AppError } from '../../errors';

/** Whether this process may take traffic: the database answers and the indexes are built. */
export async function readiness(
  {
    database,
    tasks,
    searchIndex,
    matchIndex,
  }: Pick<UseCaseDeps, 'database' | 'tasks' | 'searchIndex' | 'matchIndex'>,
  { log }: { log: FastifyBaseLogger },
): Promise<ReadyResponse> {
  let counts: { pending: number; failed: number };
  try {
    await database.ping();
    counts = await tasks.counts();
  } catch (error) {
    log.warn({ err: error }, 'database ping failed');
    throw new AppError('UNAVAILABLE', 'The database is not reachable.');
  }
  // A load balancer should not send a search that would wait for the index to be built.
  if (!searchIndex.built || !matchIndex.built)
    throw new AppError('UNAVAILABLE', 'Starting: the search and match indexes are still being built.');
  return { status: 'ready', database: database.kind, tasks: counts };
}
