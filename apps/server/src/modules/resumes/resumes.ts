import type { resumes } from '@skillmatch/db/schema/resumes';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import type { Resume } from '@skillmatch/shared/schemas/resume';
import { skillNames } from '../matching/skill-names';

export type ResumeRow = typeof resumes.$inferSelect;

/**
 * The resume as the API describes it: the skills found in it that the profile does not list yet, in
 * any spelling of the same skill ("Postgres" lists PostgreSQL), are suggestions, by their names as shown.
 */
export function presentResume(row: ResumeRow, profileSkills: readonly string[]): Resume {
  const skillKey = (skill: string) => taxonomy.resolve(skill)?.id;
  const listed = new Set(profileSkills.map(skillKey));
  return {
    fileName: row.fileName,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    suggestedSkills: skillNames(row.foundSkills.filter((skill) => !listed.has(skillKey(skill)))),
  };
}
