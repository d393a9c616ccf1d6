import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { savedSearches, sentJobAlerts } from '@skillmatch/db/schema/saved-searches';
import type {
  AlertLinkChanges,
  NewSavedSearch,
  SavedSearch,
  SavedSearchChanges,
} from '@skillmatch/shared/schemas/saved-searches';
import { suggestedAlertName } from '@skillmatch/shared/alert-names';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { jobCompanyColumn, jobExists, jobTitleColumn } from '../jobs/jobs-repository';
import { alertIndex } from './alert-keys';
import { storedQuery, type StoredQuery } from './saved-query';

/** How many of its latest sent jobs an alert answers. */
const SENT_SHOWN = 5;

type AlertRow = typeof savedSearches.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An alert by id, of this person (or, `userId` undefined, anyone's: a signed link decides); else 404. */
export async function alertOf(db: Database, id: string, userId?: string): Promise<AlertRow> {
  if (!UUID.test(id)) throw notFound('Job alert');
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(
      and(eq(savedSearches.id, id), userId === undefined ? undefined : eq(savedSearches.userId, userId)),
    );
  if (!row) throw notFound('Job alert');
  return row;
}

/** Alerts as their owner reads them, each with the latest jobs it sent. */
async function present(db: Database, rows: AlertRow[]): Promise<SavedSearch[]> {
  const ids = rows.map((row) => row.id);
  const sent =
    ids.length === 0
      ? []
      : await db
          .select({
            savedSearchId: sentJobAlerts.savedSearchId,
            jobId: sentJobAlerts.jobId,
            // The job is there (the condition below); jobs deleted since are not listed.
            title: jobTitleColumn(sentJobAlerts.jobId) as SQL<string>,
            company: jobCompanyColumn(sentJobAlerts.jobId) as SQL<string>,
            sentAt: sentJobAlerts.sentAt,
            place: sql<number>`row_number() over (partition by ${sentJobAlerts.savedSearchId} order by ${sentJobAlerts.sentAt} desc)`,
          })
          .from(sentJobAlerts)
          .where(and(inArray(sentJobAlerts.savedSearchId, ids), jobExists(sentJobAlerts.jobId)));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    query: row.query as StoredQuery,
    frequency: row.frequency as SavedSearch['frequency'],
    minMatch: row.minMatch,
    timeZone: row.timeZone,
    paused: row.paused,
    pausedReason: row.pausedReason,
    confirmed: row.confirmedAt !== null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    sent: sent
      .filter((one) => one.savedSearchId === row.id && Number(one.place) <= SENT_SHOWN)
      .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime())
      .map((one) => ({
        jobId: one.jobId,
        title: one.title,
        company: one.company,
        sentAt: one.sentAt.toISOString(),
      })),
  }));
}

/** Saves a search (or a match alert: no text, a minimum match) for the signed-in person; it is live at once. */
export async function createSavedSearch(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId, input }: { userId: string; input: NewSavedSearch },
): Promise<{ id: string }> {
  const { query } = input;
  const minMatch = input.minMatch ?? null;
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId,
      ...alertIndex({ query: storedQuery(query), minMatch, userId }),
      name: input.name || suggestedAlertName(query, input.minMatch),
      query: storedQuery(query),
      frequency: input.frequency,
      minMatch,
      timeZone: input.timeZone ?? 'UTC',
      confirmedAt: sql`now()`,
    })
    .returning({ id: savedSearches.id });
  return { id: row!.id };
}

export async function listSavedSearches({ db }: Pick<UseCaseDeps, 'db'>, { userId }: { userId: string }) {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return { items: await present(db, rows) };
}

export async function getSavedSearch(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId, id }: { userId: string; id: string },
) {
  return (await present(db, [await alertOf(db, id, userId)]))[0]!;
}

/** Changes an alert; its owner resuming it clears a pause the mail server caused. */
export async function updateSavedSearch(
  { db }: Pick<UseCaseDeps, 'db'>,
  {
    userId,
    id,
    input,
  }: { userId: string | undefined; id: string; input: SavedSearchChanges | AlertLinkChanges },
): Promise<SavedSearch> {
  const current = await alertOf(db, id, userId);
  const [row] = await db
    .update(savedSearches)
    .set({
      ...('name' in input && input.name !== undefined ? { name: input.name } : {}),
      ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
      ...(input.paused !== undefined ? { paused: input.paused, pausedReason: null } : {}),
      // Resumed: its next digest lists jobs published from now, none of those it was paused through.
      ...(input.paused === false
        ? {
            digestJobsUntil: sql`case when ${savedSearches.paused} then now() else ${savedSearches.digestJobsUntil} end`,
          }
        : {}),
      ...('minMatch' in input && input.minMatch !== undefined
        ? { minMatch: input.minMatch, ...alertIndex({ ...current, minMatch: input.minMatch }) }
        : {}),
      ...('timeZone' in input && input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
    })
    .where(eq(savedSearches.id, id))
    .returning();
  if (!row) throw notFound('Job alert');
  return (await present(db, [row]))[0]!;
}

/** Deletes an alert. What it sent stays recorded, so a new alert never sends those jobs again. */
export async function deleteSavedSearch(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId, id }: { userId: string | undefined; id: string },
): Promise<{ deleted: true }> {
  const gone = UUID.test(id)
    ? await db
        .delete(savedSearches)
        .where(
          and(eq(savedSearches.id, id), userId === undefined ? undefined : eq(savedSearches.userId, userId)),
        )
        .returning({ id: savedSearches.id })
    : [];
  if (gone.length === 0) throw notFound('Job alert');
  return { deleted: true };
}
