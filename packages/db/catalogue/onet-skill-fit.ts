import type { Occupation } from './occupation';
import type { OnetSkill } from './onet';

/*
 * Which of O*NET's skills for an occupation a demo job of it may ask for: O*NET lists tools by whole
 * occupation groups, some of which a posting of that occupation would never name.
 */

/** Skill groups of programming and platforms (O*NET lists Apache Spark for nurses). */
const CODE_GROUPS = new Set([
  'Object or component oriented development software',
  'Development environment software',
  'Web platform development software',
  'Application server software',
  'Operating system software',
  'File versioning software',
  'Program testing software',
]);
const BIG_DATA = new Set(['Apache Spark', 'Apache Hadoop', 'Apache Kafka']);
/** Design tools: O*NET lists Adobe Photoshop and Illustrator for call center agents too. */
const DESIGN_GROUPS = new Set([
  'Graphics or photo imaging software',
  'Video creation and editing software',
  'Desktop publishing software',
]);
/**
 * A posting named after a web front end asks for no systems or backend-integration languages (O*NET
 * lists C and XML for web developers).
 */
const WEB_DEVELOPERS = '15-1254.00';
export const FRONT_END = /React|Angular|Vue|Front ?End|Frontend/i;
export const NOT_FRONT_END = new Set([
  'C',
  'C++',
  'Extensible markup language XML',
  'Perl',
  'COBOL',
  'Assembly',
]);
/** The skills of `skills` (O*NET's for the occupation's code) a posting of `occupation` may ask for. */
export function usableBy(occupation: Occupation, skills: OnetSkill[]): OnetSkill[] {
  const designs = occupation.code || occupation.category === 'Design';
  const web = occupation.soc === WEB_DEVELOPERS;
  return skills.filter(
    (skill) =>
      !(web && NOT_FRONT_END.has(skill.label)) &&
      (occupation.code || (!CODE_GROUPS.has(skill.group ?? '') && !BIG_DATA.has(skill.label))) &&
      (designs || skill.inDemand || !DESIGN_GROUPS.has(skill.group ?? '')),
  );
}
