import { z } from 'zod';
import { tellApplicantsJobClosed } from '../../modules/applications/job-closed';
import { defineTask, rowId } from '../define-task';
import { retried } from '../tasks';

const payload = z.object({ jobId: rowId });

declare module '../tasks' {
  interface TaskPayloads {
    'job-closed': z.infer<typeof payload>;
  }
}

/** Tell the applicants of a closed job, on their applications' timelines and in their bell. */
export const jobClosed = defineTask({
  name: 'job-closed',
  payload,
  retry: retried,
  handle: tellApplicantsJobClosed,
});
