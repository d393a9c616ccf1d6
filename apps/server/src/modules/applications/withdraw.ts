import { and, eq } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import type { Application } from '@skillmatch/shared/schemas/applications';
import type { UseCaseDeps } from '../../app-types';
import { conflict, notFound } from '../../errors';
import { recordActivity, type Actor } from '../admin/activity';
import { companyOfJob } from '../jobs/jobs-repository';
import { event, presentApplication } from './applications';
import { notificationsForRecruiters, pipelineLink } from './notification-recipients';

const FINISHED = ['Withdrawn', 'Rejected', 'Closed by the employer'];

/** The applicant withdraws: a 'Withdrawn' entry; the job's recruiters are told (`notificationsForRecruiters`). */
export async function withdraw(
  deps: Pick<UseCaseDeps, 'db' | 'notifications' | 'tasks'>,
  { applicant, id }: { applicant: Actor; id: string },
): Promise<Application> {
  const row = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ current: applications, companyId: companyOfJob(applications.jobId) })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, applicant.id)))
      .for('update', { of: applications });
    if (!found) throw notFound('Application');
    const { current, companyId } = found;
    if (FINISHED.includes(current.status))
      throw conflict(`This application is already ${current.status.toLowerCase()}.`);
    const [row] = await tx
      .update(applications)
      .set({
        status: 'Withdrawn',
        timeline: [...current.timeline, event('Withdrawn')],
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id))
      .returning();
    const where = `${current.jobTitle} at ${current.company}`;
    const link = pipelineLink(id);
    await recordActivity(tx, {
      kind: 'application.withdrawn',
      actor: applicant,
      summary: `${applicant.name} withdrew from ${where}`,
      link,
      companyId,
    });
    await deps.notifications.store(
      tx,
      await notificationsForRecruiters(tx, current.jobId, {
        kind: 'withdrawn',
        title: 'Application withdrawn',
        body: `${applicant.name} withdrew from ${where}.`,
        link,
      }),
    );
    return row!;
  });
  return presentApplication(row);
}
