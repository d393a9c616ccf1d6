import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@skillmatch/shared/api/api-map';
import type { RescheduleInterview, ScheduleInterview } from '@skillmatch/shared/schemas/interviews';
import type { AddNote, SaveScorecard } from '@skillmatch/shared/schemas/scorecards';
import { apiCall } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import {
  applicationNotesQueryKey,
  myScorecardQueryKey,
  scorecardSummaryQueryKey,
  teamInterviewsQueryKey,
  teamWorkQueryKey,
  upcomingInterviewsQueryKey,
} from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';

/** GET /api/interviews?applicationId=…: the application's interviews, cancelled ones too. */
export function useTeamInterviews(applicationId: string) {
  return useQuery(
    apiQuery(teamInterviewsQueryKey(applicationId), api.listInterviews, { query: { applicationId } }),
  );
}

/** GET /api/interviews/scorecards?applicationId=…: who said what (hidden until one's own is in). */
export function useScorecardSummary(applicationId: string) {
  return useQuery(
    apiQuery(scorecardSummaryQueryKey(applicationId), api.scorecardSummary, { query: { applicationId } }),
  );
}

/** GET /api/applications/:id/notes: the team's notes, newest first. */
export function useApplicationNotes(applicationId: string) {
  return useQuery(
    apiQuery(applicationNotesQueryKey(applicationId), api.applicationNotes, {
      params: { id: applicationId },
    }),
  );
}

/** GET /api/interviews/:id/scorecard: the viewer's own scorecard, its items and what they saved. */
export function useMyScorecard(interviewId: string) {
  return useQuery(
    apiQuery(myScorecardQueryKey(interviewId), api.myScorecard, { params: { id: interviewId } }),
  );
}

/** After a change, the application's lists and the viewer's dashboard read again. */
function useRefresh(applicationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamWorkQueryKey(applicationId) }),
      queryClient.invalidateQueries({ queryKey: upcomingInterviewsQueryKey }),
    ]);
}

/** POST /api/applications/:id/interviews, once per submission however often it is clicked. */
export function useScheduleInterview(applicationId: string) {
  const refresh = useRefresh(applicationId);
  const key = useSubmissionKey();
  return useMutation({
    mutationFn: (body: ScheduleInterview) =>
      apiCall(api.scheduleInterview, { params: { id: applicationId }, body, idempotencyKey: key.current() }),
    onSuccess: async () => {
      key.succeeded();
      await refresh();
    },
  });
}

/** PATCH /api/interviews/:id: a new time, length, zone, panel or place. */
export function useRescheduleInterview(applicationId: string) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: RescheduleInterview }) =>
      apiCall(api.rescheduleInterview, { params: { id }, body: change }),
    onSuccess: refresh,
  });
}

/** DELETE /api/interviews/:id: everyone invited gets the cancellation. */
export function useCancelInterview(applicationId: string) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: (id: string) => apiCall(api.cancelInterview, { params: { id } }),
    onSuccess: refresh,
  });
}

/** PUT /api/interviews/:id/scorecard: a draft or the submitted scorecard. */
export function useSaveScorecard(interviewId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: SaveScorecard) =>
      apiCall(api.saveScorecard, { params: { id: interviewId }, body: card }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(myScorecardQueryKey(interviewId), saved);
      await queryClient.invalidateQueries({ queryKey: scorecardSummaryQueryKey(applicationId) });
    },
  });
}

/** POST /api/applications/:id/notes, once per submission. */
export function useAddNote(applicationId: string) {
  const queryClient = useQueryClient();
  const key = useSubmissionKey();
  return useMutation({
    mutationFn: (note: AddNote) =>
      apiCall(api.addApplicationNote, {
        params: { id: applicationId },
        body: note,
        idempotencyKey: key.current(),
      }),
    onSuccess: async () => {
      key.succeeded();
      await queryClient.invalidateQueries({ queryKey: applicationNotesQueryKey(applicationId) });
    },
  });
}
