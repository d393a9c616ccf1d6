import { eq } from 'drizzle-orm';
import { contactMessages, contactReplies } from '@skillmatch/db/schema/contact-messages';
import type { App } from '../../app-types';
import { contactMessageEmail, contactReplyEmail } from '../../mail/templates';
import type { TaskData } from '../../tasks/tasks';
import { enabledOperators, userEmailColumn } from '../user/users-repository';

/**
 * The site operator's address: CONTACT_EMAIL when set, else every enabled administrator's, in one email
 * (the administrators are one team and see each other's addresses in the back office anyway).
 */
async function operatorAddresses(app: App): Promise<string[]> {
  if (app.config.mail.contactTo) return [app.config.mail.contactTo];
  const admins = await enabledOperators(app.db);
  return admins.map((admin) => admin.email);
}

/**
 * The 'contact-message-email' task: the operator hears of a new message. A message deleted meanwhile, or
 * a site without any administrator, sends nothing. Run twice, it sends twice.
 */
export async function sendContactMessageEmail(
  app: App,
  { messageId }: TaskData<'contact-message-email'>,
): Promise<void> {
  const [message] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  const to = await operatorAddresses(app);
  if (!message || to.length === 0) return;
  const { siteName } = await app.siteSettings.current();
  const url = `${app.config.publicUrl}/admin/inbox/${message.id}`;
  await app.mailer.send(contactMessageEmail(to.join(', '), message, url, siteName));
}

/**
 * The 'contact-reply-email' task: the sender receives the reply; answering it reaches the administrator
 * who wrote it. Run twice, it sends twice.
 */
export async function sendContactReplyEmail(
  app: App,
  { replyId }: TaskData<'contact-reply-email'>,
): Promise<void> {
  const [row] = await app.db
    .select({
      to: contactMessages.email,
      name: contactMessages.name,
      original: contactMessages.message,
      body: contactReplies.body,
      authorName: contactReplies.authorName,
      authorEmail: userEmailColumn(contactReplies.authorId),
    })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
    .where(eq(contactReplies.id, replyId));
  if (!row) return;
  const { siteName } = await app.siteSettings.current();
  await app.mailer.send(contactReplyEmail(row.to, row, siteName));
}
