import { skillKey, uniqueSkills } from '@skillmatch/matching/normalise';
import { taxonomy } from '@skillmatch/matching/taxonomy';

/**
 * The skill columns of a job or profile are written together: the display list, keys for exact
 * filters, a joined text for full-text and substring search, and each skill's canonical id in the
 * taxonomy (aligned with the display list) with the taxonomy's version, so matching never parses text.
 */
export function jobSkillColumns(raw: readonly string[]) {
  const skills = uniqueSkills(raw);
  return {
    skills,
    skillKeys: skills.map(skillKey),
    skillsText: skills.join(' | '),
    ...canonicalSkillColumns(skills),
  };
}

/** Canonical ids aligned with `skills` (blanks are already gone) and the taxonomy that gave them. */
export function canonicalSkillColumns(skills: readonly string[]) {
  return {
    skillIds: skills.map((skill) => taxonomy.resolve(skill)?.id ?? skillKey(skill)),
    skillTaxonomy: taxonomy.version,
  };
}
