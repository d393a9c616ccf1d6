import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { useSubmissionKey } from '../../../lib/submission-key';
import {
  applicationEmailsQueryKey,
  applicationInterviewsQueryKey,
  applicationsQueryKey,
  myApplicationsQueryKey,
  myStoriesQueryKey,
  usersQueryKey,
} from '../../../lib/query-keys';

/** GET /api/applications: the signed-in person's applications, newest first. */
export function useMyApplications() {
  return useQuery(apiQuery(myApplicationsQueryKey, api.listApplications));
}

/** GET /api/applications/:id/interviews: asked for only when the timeline has an interview. */
export function useApplicationInterviews(id: string, enabled: boolean) {
  return useQuery({
    ...apiQuery(applicationInterviewsQueryKey(id), api.applicationInterviews, { params: { id } }),
    enabled,
  });
}

/** GET /api/applications/:id/emails: asked for only when the timeline has an email or a reply. */
export function useApplicationEmails(id: string, enabled: boolean) {
  return useQuery({
    ...apiQuery(applicationEmailsQueryKey(id), api.listCandidateEmails, { params: { id } }),
    enabled,
  });
}

/** POST /api/applications/:id/withdraw. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(api.withdrawApplication, { params: { id } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
      ]);
    },
  });
}

/** GET /api/stories/mine: the success stories shared so far, asked for only when an application reached Offer. */
export function useMyStories(enabled: boolean) {
  return useQuery({ ...apiQuery(myStoriesQueryKey, api.listOwnStories), enabled });
}

/** POST /api/applications/:id/story, once per submission. */
export function useShareStory(applicationId: string) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (story: string) =>
      apiCall(api.submitStory, {
        params: { id: applicationId },
        body: { story },
        idempotencyKey: submission.current(),
      }),
    onSuccess: () => {
      submission.succeeded();
      return queryClient.invalidateQueries({ queryKey: myStoriesQueryKey });
    },
  });
}
