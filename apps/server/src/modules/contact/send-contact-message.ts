import { contactMessages } from '@skillmatch/db/schema/contact-messages';
import type { ContactRequest } from '@skillmatch/shared/schemas/contact';
import type { UseCaseDeps } from '../../app-types';

/** A message from the Contact page, stored for the team. */
export async function sendContactMessage(
  { db }: Pick<UseCaseDeps, 'db'>,
  message: ContactRequest,
): Promise<{ received: true }> {
  await db.insert(contactMessages).values(message);
  return { received: true };
}
