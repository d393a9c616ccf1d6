import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { interviewInterviewers, interviews } from '@skillmatch/db/schema/interviews';
import { scorecardAttributes, scorecards } from '@skillmatch/db/schema/scorecards';
import { SCORECARD_RATINGS, type ScorecardRatingValue } from '@skillmatch/shared/constants';
import {
  SCORECARD_MESSAGES,
  type SaveScorecard,
  type Scorecard,
  type ScorecardSummary,
} from '@skillmatch/shared/schemas/scorecards';
import { applicationsAccess, applicationsIn, writes } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import {
  applicationColumns,
  applicationSkills,
  applicationWhere,
} from '../applications/applications-repository';
import { skillNames } from '../matching/skill-names';
import { personOf } from '../user/person';
import { personColumns } from '../user/users-repository';

/** A company's items when it named none of its own. */
export const DEFAULT_ATTRIBUTES = ['Communication', 'Problem solving', 'Collaboration'];

type Item = Scorecard['items'][number];
type CardRow = typeof scorecards.$inferSelect;

async function attributesOf(db: Database, companyId: string): Promise<string[]> {
  const [row] = await db
    .select({ items: scorecardAttributes.items })
    .from(scorecardAttributes)
    .where(eq(scorecardAttributes.companyId, companyId));
  return row?.items ?? DEFAULT_ATTRIBUTES;
}

/** The scorecard's items: the job's skills in the order the job lists them, then the company's attributes. */
async function itemsOf(db: Database, skills: string[], companyId: string): Promise<Item[]> {
  const named = skillNames(skills).map((item) => ({ item, kind: 'skill' as const }));
  const own = (await attributesOf(db, companyId))
    .filter((item) => !named.some((skill) => skill.item === item))
    .map((item) => ({ item, kind: 'attribute' as const }));
  return [...named, ...own];
}

/** The company whose scorecard items the scope edits: its own company, by an owner or recruiter. */
function companyOf(scope: BackOfficeScope, intent: 'read' | 'manage'): string {
  if (scope.kind === 'operator') throw forbidden('Scorecard items belong to a company’s hiring team.');
  if (intent === 'manage' && !writes(scope)) throw forbidden('Only owners and recruiters set the scorecard.');
  return scope.companyId;
}

export async function companyAttributes(db: Database, { scope }: { scope: BackOfficeScope }) {
  return { attributes: await attributesOf(db, companyOf(scope, 'read')) };
}

export async function setCompanyAttributes(
  db: Database,
  { scope, attributes }: { scope: BackOfficeScope; attributes: string[] },
) {
  const companyId = companyOf(scope, 'manage');
  const items = [...new Set(attributes)];
  await db
    .insert(scorecardAttributes)
    .values({ companyId, items })
    .onConflictDoUpdate({ target: scorecardAttributes.companyId, set: { items, updatedAt: sql`now()` } });
  return { attributes: items };
}

/** The interview, when the viewer is on its panel and may read its application; 404 otherwise. */
async function panelInterview(db: Database, scope: BackOfficeScope, interviewId: string) {
  const [row] = await db
    .select({ companyId: interviews.companyId, skills: applicationColumns(interviews.applicationId).skills })
    .from(interviews)
    .innerJoin(
      interviewInterviewers,
      and(
        eq(interviewInterviewers.interviewId, interviews.id),
        eq(interviewInterviewers.userId, scope.userId),
      ),
    )
    .where(
      and(
        eq(interviews.id, interviewId),
        applicationWhere(db, interviews.applicationId, applicationsIn(scope)),
      ),
    );
  if (!row) throw notFound('Interview');
  return row;
}

function present(row: CardRow, author: { id: string; name: string }, items: Item[]): Scorecard {
  return {
    interviewId: row.interviewId,
    author,
    items,
    ratings: row.ratings.map(({ item, rating }) => ({ item, rating: rating as ScorecardRatingValue })),
    notes: row.notes,
    recommendation: (row.recommendation as ScorecardRatingValue | null) ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

const authorName = async (db: Database, id: string) => (await personOf(db, id))?.name ?? '';

/** The viewer's own scorecard for an interview they hold: empty until they save it. */
export async function myScorecard(
  db: Database,
  { scope, interviewId }: { scope: BackOfficeScope; interviewId: string },
): Promise<Scorecard> {
  const interview = await panelInterview(db, scope, interviewId);
  const items = await itemsOf(db, interview.skills, interview.companyId);
  const [row] = await db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.interviewId, interviewId), eq(scorecards.authorId, scope.userId)));
  const author = { id: scope.userId, name: await authorName(db, scope.userId) };
  if (!row)
    return { interviewId, author, items, ratings: [], notes: null, recommendation: null, submittedAt: null };
  return present(row, author, items);
}

/**
 * Saves the viewer's scorecard: a draft, or submitted (the recommendation required); a submitted one
 * stays as it was (409). Only the scorecard's own items are rated.
 */
export async function saveScorecard(
  db: Database,
  { scope, interviewId, card }: { scope: BackOfficeScope; interviewId: string; card: SaveScorecard },
): Promise<Scorecard> {
  const interview = await panelInterview(db, scope, interviewId);
  const items = await itemsOf(db, interview.skills, interview.companyId);
  const unknown = card.ratings.find((entry) => !items.some((item) => item.item === entry.item));
  if (unknown) {
    const message = SCORECARD_MESSAGES.unknownItem(unknown.item);
    throw new AppError('VALIDATION', message, { ratings: message });
  }
  const values = {
    ratings: card.ratings,
    notes: card.notes || null,
    recommendation: card.recommendation ?? null,
    submittedAt: card.submit ? new Date() : null,
  };
  // Only a draft is overwritten: two submits at once leave the first.
  const [row] = await db
    .insert(scorecards)
    .values({ interviewId, authorId: scope.userId, ...values })
    .onConflictDoUpdate({
      target: [scorecards.interviewId, scorecards.authorId],
      set: { ...values, updatedAt: sql`now()` },
      setWhere: sql`${scorecards.submittedAt} is null`,
    })
    .returning();
  if (!row) throw conflict(SCORECARD_MESSAGES.submitted);
  return present(row, { id: scope.userId, name: await authorName(db, scope.userId) }, items);
}

/**
 * Who said what on an application: every submitted scorecard, and the viewer's own draft. Someone on one
 * of its interviews sees only their own until they submitted it, so that the others do not sway them.
 */
export async function scorecardSummary(
  db: Database,
  { scope, applicationId }: { scope: BackOfficeScope; applicationId: string },
): Promise<ScorecardSummary> {
  await applicationsAccess(db, scope, [applicationId], 'read');
  const application = await applicationSkills(db, applicationId);
  if (!application) throw notFound('Application');
  const author = personColumns(scorecards.authorId);
  const rows = await db
    .select({
      card: scorecards,
      author: { id: scorecards.authorId, name: author.name },
      companyId: interviews.companyId,
    })
    .from(scorecards)
    .innerJoin(interviews, eq(interviews.id, scorecards.interviewId))
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(asc(interviews.startsAt), asc(author.name));
  const [panel] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(interviewInterviewers)
    .where(
      and(
        eq(interviewInterviewers.userId, scope.userId),
        inArray(
          interviewInterviewers.interviewId,
          db
            .select({ id: interviews.id })
            .from(interviews)
            .where(eq(interviews.applicationId, applicationId)),
        ),
      ),
    );
  const mine = (row: (typeof rows)[number]) => row.author.id === scope.userId;
  const submittedOwn = rows.some((row) => mine(row) && row.card.submittedAt);
  const hidden = (panel?.count ?? 0) > 0 && !submittedOwn;
  const shown = rows.filter((row) => mine(row) || (!hidden && row.card.submittedAt));
  const items = shown[0] ? await itemsOf(db, application.skills, shown[0].companyId) : [];
  const recommendations = Object.fromEntries(SCORECARD_RATINGS.map((rating) => [rating, 0])) as Record<
    ScorecardRatingValue,
    number
  >;
  for (const row of shown)
    if (row.card.submittedAt && row.card.recommendation)
      recommendations[row.card.recommendation as ScorecardRatingValue] += 1;
  return { hidden, scorecards: shown.map((row) => present(row.card, row.author, items)), recommendations };
}
