import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { Job, ReviewJob, SubmitJob } from '@skillmatch/shared/schemas/jobs';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import {
  adminJobReviewsQueryKey,
  adminQueryKey,
  JOB_LIST_QUERY_KEYS,
  jobQueryKey,
  postingOptionsQueryKey,
} from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';

/** The operator's review queue: the jobs waiting, longest waiting first. */
export function useJobReviews() {
  return useQuery(apiQuery(adminJobReviewsQueryKey, api.listJobReviews));
}

/** For whom the viewer posts, whether they may, and whether the job will wait for review. */
export function usePostingOptions() {
  return useQuery(apiQuery(postingOptionsQueryKey, api.getPostingOptions));
}

/** After a job's review state changed: the job as it now is, then every list and the back office. */
function useReviewStateChanged(id: string) {
  const queryClient = useQueryClient();
  return async (job: Job) => {
    queryClient.setQueryData(jobQueryKey(id), job);
    await Promise.all(
      [...JOB_LIST_QUERY_KEYS, adminQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}

/** POST /api/jobs/:id/review: publish, ask for changes or reject (the operator's), once per decision. */
export function useReviewJob(id: string) {
  const changed = useReviewStateChanged(id);
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (review: ReviewJob) =>
      apiCall(api.reviewJob, { params: { id }, body: review, idempotencyKey: submission.current() }),
    onSuccess: async (job) => {
      submission.succeeded();
      await changed(job);
    },
  });
}

/** POST /api/jobs/:id/submit: a draft, or a job sent back for changes, goes to review (or is published). */
export function useSubmitJob(id: string) {
  const changed = useReviewStateChanged(id);
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (changes: SubmitJob) =>
      apiCall(api.submitJob, { params: { id }, body: changes, idempotencyKey: submission.current() }),
    onSuccess: async (job) => {
      submission.succeeded();
      await Promise.all([changed(job), queryClient.invalidateQueries({ queryKey: postingOptionsQueryKey })]);
    },
  });
}
