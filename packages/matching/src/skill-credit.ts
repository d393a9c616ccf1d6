import type { MatchSkill, SkillCredit } from './score';
import { meaningfulWords } from './skill-text';
import type { Taxonomy } from './taxonomy';

/**
 * What one seeker's skills are worth for any job skill: full credit for their own, partial for a related
 * skill, the same kind of product or shared words (docs/matching.md, "The score"). Part of score version
 * `SCORE_VERSION`: change anything here and the version changes.
 */

/** A profile longer than this counts as this long: no job uses everything of a long profile. */
export const PROFILE_BREADTH = 5;
/** A skill of the same kind of product as one of the seeker's (both "Medical software") earns this. */
const GROUP_CREDIT = 20;
/** A skill of the job that only shares words with the seeker's earns at most this share of full credit. */
const WORD_CREDIT = 0.5;
/** ...and only when the shared words carry at least this share of the job skill's word weight. */
const MIN_WORD_COVERAGE = 0.5;

/**
 * What the catalogue says about rarity. Words: rare words carry meaning, common ones little. Skills: a
 * whole number, so that sums are exact; a skill few jobs ask for says more about a seeker than one
 * every job asks for.
 */
export interface CatalogueWeights {
  wordWeight(word: string): number;
  skillWeight(id: string): number;
}

/** One seeker's skills against the catalogue; built once per seeker, used for every job. */
export interface SkillCreditFinder {
  /** The best credit the seeker earns for one job skill (its meaningful words, when known, spare splitting it again). */
  creditFor(jobSkill: MatchSkill, words?: readonly string[]): FoundCredit;
  /** Per seeker skill, in profile order, its weight (`CatalogueWeights.skillWeight`). */
  readonly weights: readonly number[];
  /** The profile's weight for the profile share: all weights, scaled down past PROFILE_BREADTH skills. */
  readonly profile: ProfileWeight;
}

/** The profile share's denominator as a fraction `weight / breadth` times `skills`, kept in integers. */
export interface ProfileWeight {
  /** The sum of the seeker's skill weights. */
  weight: number;
  skills: number;
  breadth: number;
}

/** Credit in whole percent, so that sums are exact and every path adds them up the same way. */
export interface FoundCredit {
  percent: number;
  /** The seeker's skill that earned it: its place in the profile. */
  via?: number;
  basis?: SkillCredit['basis'];
  group?: string;
}

/** What the seeker's skills are worth for any job skill. */
export function skillCreditFinder(
  seekerSkills: readonly MatchSkill[],
  taxonomy: Taxonomy,
  catalogue: CatalogueWeights,
): SkillCreditFinder {
  const seekerPlace = new Map(seekerSkills.map((skill, place) => [skill.id, place]));
  const seekerWords = seekerSkills.map((skill) => new Set(meaningfulWords(skill.id)));
  // The first of the seeker's skills of each kind of product stands for that kind.
  const groupPlace = new Map<string, number>();
  seekerSkills.forEach((skill, place) => {
    const group = taxonomy.groupOf(skill.id);
    if (group !== undefined && !groupPlace.has(group)) groupPlace.set(group, place);
  });
  const weights = seekerSkills.map((skill) => catalogue.skillWeight(skill.id));

  function wordCredit(words: readonly string[]): FoundCredit {
    const total = words.reduce((sum, word) => sum + catalogue.wordWeight(word), 0);
    let best: FoundCredit = { percent: 0 };
    if (total === 0) return best;
    seekerWords.forEach((seekerWordSet, place) => {
      const shared = words.reduce(
        (sum, word) => sum + (seekerWordSet.has(word) ? catalogue.wordWeight(word) : 0),
        0,
      );
      const coverage = shared / total;
      const percent = Math.round(coverage * WORD_CREDIT * 100);
      if (coverage >= MIN_WORD_COVERAGE && percent > best.percent) {
        best = { percent, via: place, basis: 'words' };
      }
    });
    return best;
  }

  return {
    weights,
    profile: {
      weight: weights.reduce((sum, weight) => sum + weight, 0),
      skills: seekerSkills.length,
      breadth: Math.min(seekerSkills.length, PROFILE_BREADTH),
    },
    creditFor(jobSkill, words) {
      const exact = seekerPlace.get(jobSkill.id);
      if (exact !== undefined) return { percent: 100, via: exact };
      let best: FoundCredit = { percent: 0 };
      const group = taxonomy.groupOf(jobSkill.id);
      const sameGroup = group === undefined ? undefined : groupPlace.get(group);
      if (sameGroup !== undefined) best = { percent: GROUP_CREDIT, via: sameGroup, basis: 'group', group };
      for (const standIn of taxonomy.standInsFor(jobSkill.id)) {
        const via = seekerPlace.get(standIn.id);
        const percent = Math.round(standIn.credit * 100);
        if (via !== undefined && percent > best.percent) best = { percent, via, basis: 'related' };
      }
      const byWords = wordCredit(words ?? meaningfulWords(jobSkill.id));
      return byWords.percent > best.percent ? byWords : best;
    },
  };
}
