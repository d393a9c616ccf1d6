import { and, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { MatchIndex } from '@skillmatch/matching/match-index';
import { matchSkills } from '@skillmatch/matching/score';
import { isJobId } from '@skillmatch/shared/schemas/jobs';
import type { RelatedJobs, SimilarJob } from '@skillmatch/shared/schemas/related-jobs';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { companySlugColumn } from '../companies/company-columns';
import { employerOf } from '../companies/companies-repository';
import { companyLogoUrl } from '../companies/logo-url';
import { skillNames } from '../matching/skill-names';
import { listedJob, publicJob } from './job-visibility';

const SIMILAR = 4;
/** How many of the best-ranked jobs are read, so that the job's own field can come first among them. */
const RANKED = 24;
const NO_PREFERENCES = { jobTypes: [], locations: [], remote: false, salaryMin: null };

const similarColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  companySlug: companySlugColumn(sql`${jobs}.company_id`),
  location: jobs.location,
  type: jobs.type,
  remote: jobs.remote,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  currency: jobs.currency,
  postedDate: jobs.postedDate,
  category: jobs.category,
  skills: jobs.skills,
  skillIds: jobs.skillIds,
};

interface Shown {
  id: string;
  category: string;
  skills: string[];
  skillIds: string[];
}

type SimilarRow = Shown & Omit<SimilarJob, 'sharedSkills' | 'type'> & { type: string };

function present(row: SimilarRow, shown: Shown): SimilarJob {
  const asked = new Set(shown.skillIds);
  const { category: _category, skills, skillIds, ...job } = row;
  return {
    ...job,
    type: row.type as SimilarJob['type'],
    sharedSkills: skillNames(skills.filter((_, at) => asked.has(skillIds[at]!))),
  };
}

/**
 * The open jobs most like `shown`: the match index ranks the catalogue for someone holding exactly the
 * job's skills (so a job asking for what this one asks comes first, and related skills count as they
 * do for seekers); among the best ranked, the job's own field first. Too few (a job without skills, a
 * rare trade) are made up with its field's newest jobs.
 */
async function similarJobs(db: Database, index: MatchIndex, shown: Shown): Promise<SimilarJob[]> {
  const seeker = { skills: matchSkills(shown.skills, shown.skillIds), preferences: NO_PREFERENCES };
  const ranked =
    shown.skills.length > 0
      ? index
          .rank(seeker, 0, RANKED + 1)
          .jobs.map((job) => job.id)
          .filter((id) => id !== shown.id)
      : [];
  const rows =
    ranked.length > 0
      ? await db
          .select(similarColumns)
          .from(jobs)
          .where(and(inArray(jobs.id, ranked), listedJob))
      : [];
  const place = (row: SimilarRow) => (row.category === shown.category ? 0 : RANKED) + ranked.indexOf(row.id);
  const chosen = rows.sort((a, b) => place(a) - place(b)).slice(0, SIMILAR);
  if (chosen.length < SIMILAR) {
    const more = await db
      .select(similarColumns)
      .from(jobs)
      .where(
        and(
          eq(jobs.category, shown.category),
          listedJob,
          notInArray(jobs.id, [shown.id, ...chosen.map((row) => row.id)]),
        ),
      )
      .orderBy(desc(jobs.postedDate), jobs.id)
      .limit(SIMILAR - chosen.length);
    chosen.push(...more);
  }
  return chosen.map((row) => present(row, shown));
}

/** The job page's employer section (its company page's facts, its other open jobs) and similar jobs. */
export async function relatedJobs(
  { db, matchIndex }: Pick<UseCaseDeps, 'db' | 'matchIndex'>,
  { id }: { id: string },
): Promise<RelatedJobs> {
  if (!isJobId(id)) throw notFound('Job');
  const [shown] = await db
    .select({
      id: jobs.id,
      companyId: jobs.companyId,
      category: jobs.category,
      skills: jobs.skills,
      skillIds: jobs.skillIds,
    })
    .from(jobs)
    .where(and(eq(jobs.id, id), publicJob));
  // A job the public may not see has nothing related to show them.
  if (!shown) throw notFound('Job');
  const [employer, [others], similar] = await Promise.all([
    employerOf(db, shown.companyId),
    db
      .select({ openJobs: count() })
      .from(jobs)
      .where(and(eq(jobs.companyId, shown.companyId), listedJob, ne(jobs.id, id))),
    matchIndex.current().then((index) => similarJobs(db, index, shown)),
  ]);
  // A job's company is kept while it has jobs: gone only if the job went too since it was read.
  if (!employer) throw notFound('Job');
  return {
    employer: {
      name: employer.name,
      slug: employer.slug,
      verified: employer.verifiedAt !== null,
      sector: employer.sector,
      about: employer.about || null,
      logoUrl: companyLogoUrl(employer.slug, employer.logoKey),
      openJobs: others?.openJobs ?? 0,
    },
    similar,
  };
}
