import { and, eq } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import type { PipelineDetail } from '@skillmatch/shared/schemas/admin';
import type { Profile } from '@skillmatch/shared/schemas/profile';
import type { UseCaseDeps } from '../../app-types';
import { applicationsIn } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { notFound } from '../../errors';
import { presentApplication } from './applications';
import { applicantScore } from '../matching/candidates';
import { skillNames } from '../matching/skill-names';
import { resumeFileColumns } from '../resumes/resumes-repository';
import { profileDataColumn, profileSkillsColumn } from '../user/profile-columns';
import { applicantColumns, presentItem } from './pipeline-items';

/** What a recruiter reads of the applicant's profile: headline, skills by name, experience, education. */
function presentProfile(row: { skills: string[]; data: unknown } | null): PipelineDetail['profile'] {
  if (!row) return null;
  const data = (row.data ?? {}) as Partial<Profile>;
  return {
    headline: data.headline ?? '',
    skills: skillNames(row.skills),
    experience: (data.experience ?? []).map(
      ({ title, company, startDate, endDate, current, description }) => ({
        title,
        company,
        startDate,
        endDate,
        current,
        description,
      }),
    ),
    education: (data.education ?? []).map(({ school, degree, field, startYear, endYear, current }) => ({
      school,
      degree,
      field,
      startYear,
      endYear,
      current,
    })),
  };
}

/**
 * One application in the viewer's scope (else 404), whole, with its card, the applicant's score for the job, what their profile says
 * (skills, experience, education) and their resume.
 */
export async function pipelineDetail(
  { db, matchIndex }: Pick<UseCaseDeps, 'db' | 'matchIndex'>,
  { scope, id }: { scope: BackOfficeScope; id: string },
): Promise<PipelineDetail> {
  const [row] = await db
    .select({
      application: applications,
      ...applicantColumns,
      ...resumeFileColumns(applications.userId),
      profileSkills: profileSkillsColumn(applications.userId),
      profileData: profileDataColumn(applications.userId),
    })
    .from(applications)
    .where(and(eq(applications.id, id), applicationsIn(scope)));
  if (!row) throw notFound('Application');
  const { application, resumeName, resumeSize, profileSkills, profileData, ...applicant } = row;
  const score = await applicantScore(db, await matchIndex.current(), application.jobId, application.userId);
  return {
    application: presentApplication(application),
    item: presentItem({ ...application, ...applicant }, score),
    score,
    profile: profileSkills === null ? null : presentProfile({ skills: profileSkills, data: profileData }),
    resume: resumeName !== null && resumeSize !== null ? { fileName: resumeName, size: resumeSize } : null,
  };
}
