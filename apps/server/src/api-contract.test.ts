import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as api from '@skillmatch/shared/api/api-map';
import type { ApiRoute, ResponseOf } from '@skillmatch/shared/api/api-route';
import {
  activityResponseSchema,
  adminStatsSchema,
  adminUserDetailSchema,
  adminUserSummarySchema,
  adminUsersResponseSchema,
  applicantCountsResponseSchema,
  bulkMoveResponseSchema,
  pipelineBoardSchema,
  pipelineDetailSchema,
  pipelineListSchema,
} from '@skillmatch/shared/schemas/admin';
import {
  applicationSchema,
  applyingSchema,
  notificationListSchema,
} from '@skillmatch/shared/schemas/applications';
import {
  adminCompaniesSchema,
  adminCompanySchema,
  backOfficeJobsSchema,
  jobInterviewersSchema,
  myCompaniesSchema,
} from '@skillmatch/shared/schemas/back-office';
import { companyPageSchema } from '@skillmatch/shared/schemas/companies';
import { contactInboxSchema, contactMessageDetailSchema } from '@skillmatch/shared/schemas/contact';
import {
  candidateEmailSchema,
  emailDraftSchema,
  emailTemplateSchema,
  renderedEmailSchema,
} from '@skillmatch/shared/schemas/email-templates';
import { healthResponseSchema, readyResponseSchema } from '@skillmatch/shared/schemas/health';
import {
  acceptedInvitationSchema,
  createdCompanySchema,
  hiringTeamSchema,
  invitationViewSchema,
  teamMemberSchema,
  waitingInvitationSchema,
} from '@skillmatch/shared/schemas/hiring-team';
import { interviewSchema, scheduledInterviewSchema } from '@skillmatch/shared/schemas/interviews';
import {
  deleteJobResponseSchema,
  jobSchema,
  jobSearchResponseSchema,
  postingOptionsSchema,
  reviewQueueSchema,
} from '@skillmatch/shared/schemas/jobs';
import {
  candidatesResponseSchema,
  matchesResponseSchema,
  recommendationsResponseSchema,
  skillSuggestionsResponseSchema,
} from '@skillmatch/shared/schemas/matching';
import { subscribeResponseSchema } from '@skillmatch/shared/schemas/newsletter';
import { relatedJobsSchema } from '@skillmatch/shared/schemas/related-jobs';
import { savedJobsResponseSchema } from '@skillmatch/shared/schemas/saved-jobs';
import {
  alertLinkViewSchema,
  savedSearchSchema,
  savedSearchesResponseSchema,
} from '@skillmatch/shared/schemas/saved-searches';
import {
  applicationNoteSchema,
  scorecardAttributesSchema,
  scorecardSchema,
  scorecardSummarySchema,
} from '@skillmatch/shared/schemas/scorecards';
import {
  jwtResponseSchema,
  logoutResponseSchema,
  sessionStateSchema,
} from '@skillmatch/shared/schemas/session';
import { emailChoicesSchema, siteSettingsSchema } from '@skillmatch/shared/schemas/settings';
import { siteStatsSchema } from '@skillmatch/shared/schemas/site';
import { ownStorySchema } from '@skillmatch/shared/schemas/stories';
import { userRecordSchema, userResponseSchema } from '@skillmatch/shared/schemas/user';
import type { App } from './app-types';
import { createTestApp } from '../test/test-app';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * An API map entry beside the schema its route answers with. A type error when the map's answer type and
 * the schema's output differ; the test below checks that the route answers with exactly this schema.
 */
function answers<Route extends ApiRoute, Schema extends z.ZodType>(
  route: Route,
  schema: Schema &
    (Same<z.output<Schema>, ResponseOf<Route>> extends true ? unknown : { mapSays: ResponseOf<Route> }),
): [ApiRoute, z.ZodType] {
  return [route, schema];
}

/** Every call whose route answers (2xx) with a schema of packages/shared. */
const contract = [
  answers(api.getAdminStats, adminStatsSchema),
  answers(api.listActivity, activityResponseSchema),
  answers(api.listUsers, adminUsersResponseSchema),
  answers(api.getAdminUser, adminUserDetailSchema),
  answers(api.updateAdminUser, adminUserSummarySchema),
  answers(api.getPipelineBoard, pipelineBoardSchema),
  answers(api.listPipeline, pipelineListSchema),
  answers(api.getPipelineApplication, pipelineDetailSchema),
  answers(api.moveApplications, bulkMoveResponseSchema),
  answers(api.countApplicants, applicantCountsResponseSchema),
  answers(api.getSiteSettings, siteSettingsSchema),
  answers(api.saveSiteSettings, siteSettingsSchema),
  answers(api.changeSiteSettings, siteSettingsSchema),
  answers(api.getEmailChoices, emailChoicesSchema),
  answers(api.saveEmailChoices, emailChoicesSchema),
  answers(api.reviewStory, ownStorySchema),
  answers(api.listContactMessages, contactInboxSchema),
  answers(api.getContactMessage, contactMessageDetailSchema),
  answers(api.replyToContactMessage, contactMessageDetailSchema),
  answers(api.listBackOfficeJobs, backOfficeJobsSchema),
  answers(api.listCompanies, adminCompaniesSchema),
  answers(api.verifyCompany, adminCompanySchema),
  answers(api.suspendCompany, adminCompanySchema),
  answers(api.unsuspendCompany, adminCompanySchema),
  answers(api.apply, applicationSchema),
  answers(api.withdrawApplication, applicationSchema),
  answers(api.updateApplication, applicationSchema),
  answers(api.submitStory, ownStorySchema),
  answers(api.scheduleInterview, scheduledInterviewSchema),
  answers(api.addApplicationNote, applicationNoteSchema),
  answers(api.sendCandidateEmail, candidateEmailSchema),
  answers(api.cancelCandidateEmail, candidateEmailSchema),
  answers(api.candidateEmailDraft, emailDraftSchema),
  answers(api.saveEmailTemplate, emailTemplateSchema),
  answers(api.resetEmailTemplate, emailTemplateSchema),
  answers(api.previewEmailTemplate, renderedEmailSchema),
  answers(api.getCompanyPage, companyPageSchema),
  answers(api.updateCompany, companyPageSchema),
  answers(api.uploadCompanyLogo, companyPageSchema),
  answers(api.deleteCompanyLogo, companyPageSchema),
  answers(api.getHealth, healthResponseSchema),
  answers(api.createCompany, createdCompanySchema),
  answers(api.getHiringTeam, hiringTeamSchema),
  answers(api.changeMemberRole, teamMemberSchema),
  answers(api.inviteToTeam, waitingInvitationSchema),
  answers(api.resendInvitation, waitingInvitationSchema),
  answers(api.getInvitation, invitationViewSchema),
  answers(api.acceptInvitation, acceptedInvitationSchema),
  answers(api.rescheduleInterview, interviewSchema),
  answers(api.cancelInterview, interviewSchema),
  answers(api.scorecardSummary, scorecardSummarySchema),
  answers(api.scorecardAttributes, scorecardAttributesSchema),
  answers(api.setScorecardAttributes, scorecardAttributesSchema),
  answers(api.myScorecard, scorecardSchema),
  answers(api.saveScorecard, scorecardSchema),
  answers(api.getApplying, applyingSchema),
  answers(api.searchJobs, jobSearchResponseSchema),
  answers(api.getJob, jobSchema),
  answers(api.getRelatedJobs, relatedJobsSchema),
  answers(api.createJob, jobSchema),
  answers(api.updateJob, jobSchema),
  answers(api.deleteJob, deleteJobResponseSchema),
  answers(api.listCandidates, candidatesResponseSchema),
  answers(api.submitJob, jobSchema),
  answers(api.reviewJob, jobSchema),
  answers(api.listJobReviews, reviewQueueSchema),
  answers(api.getPostingOptions, postingOptionsSchema),
  answers(api.getJobInterviewers, jobInterviewersSchema),
  answers(api.setJobInterviewers, jobInterviewersSchema),
  answers(api.issueJwt, jwtResponseSchema),
  answers(api.logout, logoutResponseSchema),
  answers(api.listMatches, matchesResponseSchema),
  answers(api.getMe, userRecordSchema),
  answers(api.saveMyProfile, userResponseSchema),
  answers(api.addMySkill, userResponseSchema),
  answers(api.uploadMyResume, userResponseSchema),
  answers(api.deleteMyResume, userResponseSchema),
  answers(api.getMyCompanies, myCompaniesSchema),
  answers(api.chooseMyCompany, myCompaniesSchema),
  answers(api.subscribeToNewsletter, subscribeResponseSchema),
  answers(api.listNotifications, notificationListSchema),
  answers(api.readNotification, notificationListSchema),
  answers(api.readAllNotifications, notificationListSchema),
  answers(api.getReady, readyResponseSchema),
  answers(api.listRecommendations, recommendationsResponseSchema),
  answers(api.listSavedJobs, savedJobsResponseSchema),
  answers(api.listSavedSearches, savedSearchesResponseSchema),
  answers(api.getSavedSearch, savedSearchSchema),
  answers(api.updateSavedSearch, savedSearchSchema),
  answers(api.getAlertByLink, alertLinkViewSchema),
  answers(api.updateAlertByLink, alertLinkViewSchema),
  answers(api.unsubscribeAlert, alertLinkViewSchema),
  answers(api.confirmGuestAlert, alertLinkViewSchema),
  answers(api.getSession, sessionStateSchema),
  answers(api.getSiteStats, siteStatsSchema),
  answers(api.suggestSkills, skillSuggestionsResponseSchema),
  answers(api.uploadResume, userResponseSchema),
  answers(api.deleteResume, userResponseSchema),
  answers(api.upsertUser, userRecordSchema),
  answers(api.getUser, userRecordSchema),
  answers(api.saveProfile, userResponseSchema),
  answers(api.addSkill, userResponseSchema),
];

// The check can fail: a job is not an application.
// @ts-expect-error the map says getJob answers a Job
answers(api.getJob, applicationSchema);

const key = (route: ApiRoute) => `${route.method} ${route.path}`;
const successSchemas = (responses: Record<string, unknown> | undefined) =>
  Object.entries(responses ?? {})
    .filter(([status]) => status.startsWith('2'))
    .map(([, schema]) => schema);

describe('the API map’s answer types and the routes’ response schemas', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('each route answers with the schema its map entry is typed from', () => {
    const differing = contract
      .filter(([route, schema]) => !successSchemas(app.routeResponses.get(key(route))).includes(schema))
      .map(([route]) => key(route));
    expect(differing).toEqual([]);
  });

  it('lists every call whose route answers with a shared schema', async () => {
    const folder = path.resolve(import.meta.dirname, '../../../packages/shared/src/schemas');
    const shared = new Set<unknown>();
    for (const file of readdirSync(folder).filter((name) => !name.endsWith('.test.ts')))
      for (const value of Object.values(await import(path.join(folder, file)))) shared.add(value);
    const listed = new Set(contract.map(([route]) => key(route)));
    const missing = (Object.values(api) as ApiRoute[])
      .filter((route) =>
        successSchemas(app.routeResponses.get(key(route))).some((schema) => shared.has(schema)),
      )
      .filter((route) => !listed.has(key(route)))
      .map(key);
    // A call named here needs its line in `contract` above.
    expect(missing).toEqual([]);
  });
});
