import { candidateEmails } from '@skillmatch/db/schema/candidate-emails';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { notificationsForRecruiters, pipelineLink } from '../applications/notification-recipients';
import { applicationOfReply } from './reply-address';
import { appendToTimeline, applicationWithCandidate } from '../applications/applications-repository';
import { REPLY_RECEIVED_STAGE } from './timeline-entry';

/** The reply without the quoted email under it ("On … wrote:" and the lines starting with ">"). */
export function withoutQuote(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const quoteAt = lines.findIndex(
    (line, index) =>
      line.startsWith('>') || (/^On .+ wrote:\s*$/.test(line) && lines[index + 1]?.startsWith('>')),
  );
  const kept = (quoteAt >= 0 ? lines.slice(0, quoteAt) : lines).join('\n').trim();
  return kept || text.trim();
}

/**
 * A candidate's answer, as the mail relay hands it over: the reply address it was sent to names the
 * application (and proves it with its signature); it joins that application's conversation. Whoever
 * holds the address may answer (a candidate writing from another mailbox too); its From is kept. The
 * recruiters told of the job's applicants (`notificationsForRecruiters`) hear of it in their bell, one entry
 * each, written in the reply's transaction.
 */
export async function receiveReply(
  deps: Pick<UseCaseDeps, 'db' | 'notifications'>,
  reply: { to: string; from: string; subject: string; text: string },
  secret: string,
): Promise<{ applicationId: string; emailId: string }> {
  const applicationId = applicationOfReply(secret, reply.to);
  if (!applicationId) throw notFound('Reply address');
  const application = await applicationWithCandidate(deps.db, applicationId);
  if (!application) throw notFound('Reply address');
  const now = new Date();
  const subject = reply.subject.replace(/\s+/g, ' ').trim().slice(0, 200) || '(no subject)';
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(candidateEmails)
      .values({
        applicationId,
        direction: 'in',
        subject,
        body: withoutQuote(reply.text).slice(0, 20_000),
        status: 'sent',
        fromAddress: reply.from.slice(0, 320),
        sendAt: now,
        sentAt: now,
      })
      .returning({ id: candidateEmails.id });
    await appendToTimeline(tx, applicationId, { stage: REPLY_RECEIVED_STAGE, note: subject });
    const told = await notificationsForRecruiters(tx, application.jobId, {
      kind: 'reply',
      title: `${application.candidateName ?? 'The candidate'} replied`,
      body: `About ${application.jobTitle}: ${subject}`,
      link: pipelineLink(applicationId),
    });
    await deps.notifications.store(tx, told);
    return inserted!;
  });
  return { applicationId, emailId: row.id };
}
