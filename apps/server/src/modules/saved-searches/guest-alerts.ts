import { and, eq, isNull, sql } from 'drizzle-orm';
import { savedSearches } from '@skillmatch/db/schema/saved-searches';
import { suggestedAlertName } from '@skillmatch/shared/alert-names';
import type { z } from 'zod';
import type { createGuestAlertSchema } from '@skillmatch/shared/schemas/saved-searches';
import type { App, UseCaseDeps } from '../../app-types';
import type { TaskData } from '../../tasks/tasks';
import { confirmUrl } from './alert-links';
import { confirmAlertEmail } from './alert-emails';
import { alertIndex } from './alert-keys';
import { storedQuery } from './saved-query';

/**
 * A visitor's alert: stored unconfirmed, and the confirmation email sent by a task in the same
 * transaction. Nothing is sent to the address until its link confirms the alert (double opt-in).
 */
export async function createGuestAlert(
  deps: Pick<UseCaseDeps, 'db' | 'tasks'>,
  { input }: { input: z.output<typeof createGuestAlertSchema> },
): Promise<{ id: string }> {
  const query = storedQuery(input.query ?? {});
  const id = await deps.db.transaction(async (tx) => {
    // The same address subscribing to the same search again gets its link again, not a second alert.
    const [existing] = await tx
      .select({ id: savedSearches.id, confirmedAt: savedSearches.confirmedAt })
      .from(savedSearches)
      .where(
        and(
          isNull(savedSearches.userId),
          sql`lower(${savedSearches.email}) = ${input.email.toLowerCase()}`,
          sql`${savedSearches.query} = ${JSON.stringify(query)}::jsonb`,
        ),
      )
      .limit(1);
    if (existing?.confirmedAt) return existing.id;
    const [row] = existing
      ? [existing]
      : await tx
          .insert(savedSearches)
          .values({
            email: input.email,
            ...alertIndex({ query, minMatch: null, userId: null }),
            name: input.name || suggestedAlertName(input.query ?? {}),
            query,
            frequency: input.frequency,
            timeZone: input.timeZone ?? 'UTC',
          })
          .returning({ id: savedSearches.id });
    await deps.tasks.send(tx, 'job-alert-confirmation', { savedSearchId: row!.id });
    return row!.id;
  });
  return { id };
}

/** The 'job-alert-confirmation' task: emails the link, unless the alert was since confirmed or deleted. */
export async function sendAlertConfirmation(
  app: App,
  { savedSearchId }: TaskData<'job-alert-confirmation'>,
): Promise<void> {
  const [alert] = await app.db
    .select({ id: savedSearches.id, name: savedSearches.name, email: savedSearches.email })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, savedSearchId), isNull(savedSearches.confirmedAt)));
  if (!alert?.email) return;
  const { siteName } = await app.siteSettings.current();
  const url = confirmUrl(app.config.publicUrl, app.config.authSecret, alert.id);
  await app.mailer.send(confirmAlertEmail(alert.email, alert, url, siteName));
}

/** Confirms a visitor's alert (a second confirmation changes nothing). */
export async function confirmGuestAlert({ db }: Pick<UseCaseDeps, 'db'>, { id }: { id: string }) {
  await db
    .update(savedSearches)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(savedSearches.id, id), isNull(savedSearches.confirmedAt)));
}
