import { eq, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applications } from '@skillmatch/db/schema/applications';
import { event } from '../applications/applications';

/** The timeline's words for the conversation: the team's view and the candidate's both show them. */
export const EMAIL_SENT_STAGE = 'Email sent';
export const REPLY_RECEIVED_STAGE = 'Reply received';

/** Adds an entry to the application's timeline in place (an append, so two at once both stay). */
export async function appendToTimeline(db: Database, applicationId: string, stage: string, note: string) {
  await db
    .update(applications)
    .set({ timeline: sql`${applications.timeline} || ${JSON.stringify([event(stage, note)])}::jsonb` })
    .where(eq(applications.id, applicationId));
}
