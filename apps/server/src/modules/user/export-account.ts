import { eq } from 'drizzle-orm';
import { users } from '@skillmatch/db/schema/auth';
import { profiles } from '@skillmatch/db/schema/profiles';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { applicationsOf } from '../applications/applications';
import { subscriptionOf } from '../newsletter/newsletter-repository';
import { resumeOf } from '../resumes/resumes-repository';
import { savedJobsOf } from '../saved-jobs/saved-jobs-repository';
import { alertJobsSentTo, alertsOf } from '../saved-searches/saved-searches-repository';
import { sharedStoriesOf } from '../stories/stories-repository';

/** Everything SkillMatch holds about a person, as one JSON document they can download. */
export async function exportAccount({ db }: Pick<UseCaseDeps, 'db'>, { userId }: { userId: string }) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const [profile] = await db
    .select({ data: profiles.data })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const resume = await resumeOf(db, userId);
  const sent = await applicationsOf(db, userId);
  const saved = await savedJobsOf(db, userId);
  const stories = await sharedStoriesOf(db, userId);
  const subscription = await subscriptionOf(db, user.email);
  const alerts = await alertsOf(db, userId);
  const alertsSent = await alertJobsSentTo(db, userId);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      email: user.email,
      name: user.name,
      photo: user.image,
      role: user.role,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt.toISOString(),
    },
    profile: profile?.data ?? null,
    resume: resume
      ? {
          fileName: resume.fileName,
          size: resume.size,
          uploadedAt: resume.uploadedAt.toISOString(),
          skillsFound: resume.foundSkills,
        }
      : null,
    applications: sent.map((application) => ({
      jobTitle: application.jobTitle,
      company: application.company,
      location: application.location,
      status: application.status,
      motivation: application.motivation,
      nextStep: application.nextStep,
      nextStepDate: application.nextStepDate,
      feedback: application.feedback,
      timeline: application.timeline,
      appliedAt: application.createdAt.toISOString(),
    })),
    savedJobs: saved.map((job) => ({ ...job, savedAt: job.savedAt.toISOString() })),
    successStories: stories.map((story) => ({ ...story, sharedAt: story.sharedAt.toISOString() })),
    newsletter: subscription ? { subscribedAt: subscription.subscribedAt.toISOString() } : null,
    jobAlerts: alerts.map((alert) => ({
      name: alert.name,
      query: alert.query,
      frequency: alert.frequency,
      minMatch: alert.minMatch,
      timeZone: alert.timeZone,
      paused: alert.paused,
      createdAt: alert.createdAt.toISOString(),
      lastSentAt: alert.lastSentAt?.toISOString() ?? null,
      sent: alertsSent
        .filter((row) => row.savedSearchId === alert.id)
        .map((row) => ({ jobId: row.jobId, sentAt: row.sentAt.toISOString() })),
    })),
  };
}
