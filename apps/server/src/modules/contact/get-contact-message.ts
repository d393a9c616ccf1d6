import { asc, eq } from 'drizzle-orm';
import { contactMessages, contactReplies } from '@skillmatch/db/schema/contact-messages';
import type { ContactMessage, ContactMessageDetail } from '@skillmatch/shared/schemas/contact';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';

type MessageRow = typeof contactMessages.$inferSelect;

export const presentContactMessage = (row: MessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  topic: row.topic,
  message: row.message,
  receivedAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/** One contact message in full, with its replies, oldest first; 404 when there is no such message. */
export async function getContactMessage(
  { db }: Pick<UseCaseDeps, 'db'>,
  { id }: { id: string },
): Promise<ContactMessageDetail> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound('Message');
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return {
    ...presentContactMessage(row),
    replies: replies.map((reply) => ({
      id: reply.id,
      authorName: reply.authorName,
      body: reply.body,
      sentAt: reply.createdAt.toISOString(),
    })),
  };
}
