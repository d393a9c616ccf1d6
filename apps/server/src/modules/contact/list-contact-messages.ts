import { count, desc, isNull, sql } from 'drizzle-orm';
import { contactMessages } from '@skillmatch/db/schema/contact-messages';
import { CONTACT_INBOX_PAGE_SIZE, type ContactInbox } from '@skillmatch/shared/schemas/contact';
import type { UseCaseDeps } from '../../app-types';
import { presentContactMessage } from './get-contact-message';

/**
 * The back office's inbox: unanswered messages first, newest first within each, a page at a time; with
 * `show: 'unanswered'`, only those.
 */
export async function listContactMessages(
  { db }: Pick<UseCaseDeps, 'db'>,
  { show, page }: { show: 'all' | 'unanswered'; page: number },
): Promise<ContactInbox> {
  const where = show === 'unanswered' ? isNull(contactMessages.answeredAt) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      // The same expression as contact_messages_inbox_idx, so the index serves the order.
      .orderBy(sql`(${contactMessages.answeredAt} is not null)`, desc(contactMessages.createdAt))
      .limit(CONTACT_INBOX_PAGE_SIZE)
      .offset((page - 1) * CONTACT_INBOX_PAGE_SIZE),
    db
      .select({
        all: count(),
        unanswered: sql<number>`count(*) filter (where ${contactMessages.answeredAt} is null)::int`,
      })
      .from(contactMessages),
  ]);
  const unanswered = totals?.unanswered ?? 0;
  return {
    messages: rows.map(presentContactMessage),
    total: show === 'unanswered' ? unanswered : (totals?.all ?? 0),
    unanswered,
  };
}
