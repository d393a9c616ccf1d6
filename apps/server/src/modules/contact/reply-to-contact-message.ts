import { eq, sql } from 'drizzle-orm';
import { contactMessages, contactReplies } from '@skillmatch/db/schema/contact-messages';
import type { ContactMessageDetail } from '@skillmatch/shared/schemas/contact';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import type { Actor } from '../admin/activity';
import { getContactMessage } from './get-contact-message';

/**
 * An administrator answers a contact message: the reply is recorded (who, when, what), the message is
 * marked answered (from its first reply), and the email to the sender is a task sent in the same
 * transaction. A message that does not exist is a 404 and records nothing.
 */
export async function replyToContactMessage(
  { db, tasks }: Pick<UseCaseDeps, 'db' | 'tasks'>,
  { actor, id, body }: { actor: Actor; id: string; body: string },
): Promise<ContactMessageDetail> {
  await db.transaction(async (tx) => {
    const [message] = await tx
      .update(contactMessages)
      .set({ answeredAt: sql`coalesce(${contactMessages.answeredAt}, now())` })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (!message) throw notFound('Message');
    const [reply] = await tx
      .insert(contactReplies)
      .values({ messageId: id, authorId: actor.id, authorName: actor.name, body })
      .returning({ id: contactReplies.id });
    await tasks.send(tx, 'contact-reply-email', { replyId: reply!.id });
  });
  return getContactMessage({ db }, { id });
}
