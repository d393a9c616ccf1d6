import { z } from 'zod';
import { notifyStrongMatches } from '../../modules/matching/strong-matches';
import { defineTask, rowId } from '../define-task';
import { retried } from '../tasks';

const payload = z.object({ jobId: rowId });

declare module '../tasks' {
  interface TaskPayloads {
    'strong-matches': z.infer<typeof payload>;
  }
}

/** Tell seekers a published, reopened or edited job fits them strongly. */
export const strongMatches = defineTask({
  name: 'strong-matches',
  payload,
  retry: retried,
  handle: notifyStrongMatches,
});
