import { skillKey, uniqueSkills } from '@skillmatch/matching/normalise';

/**
 * The skill columns of a job are written together: the display list, keys for exact filters, and a
 * joined text for full-text and substring search.
 */
export function jobSkillColumns(raw: readonly string[]) {
  const skills = uniqueSkills(raw);
  return {
    skills,
    skillKeys: skills.map(skillKey),
    skillsText: skills.join(' | '),
  };
}
