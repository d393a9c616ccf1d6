import { contactMessages } from '@skillmatch/db/schema/contact-messages';
import type { ContactRequest } from '@skillmatch/shared/schemas/contact';
import type { UseCaseDeps } from '../../app-types';

/**
 * A message from the Contact page: stored for the inbox, and emailed to the site operator by a task sent
 * in the same transaction, so that a stored message is always emailed and an email always has its message.
 */
export async function sendContactMessage(
  { db, tasks }: Pick<UseCaseDeps, 'db' | 'tasks'>,
  message: ContactRequest,
): Promise<{ received: true }> {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    await tasks.send(tx, 'contact-message-email', { messageId: row!.id });
  });
  return { received: true };
}
