import type { MatchSkill } from './match-input';
import type { CatalogueStats, SeekerQuery } from './seeker-query';
import { normaliseSkillText, termsOf } from './skill-text';

/**
 * A job's skills as BM25 reads them (score version 3, `score.ts`): terms with weighted counts, and the
 * seeker's evidence for the job. Shared by `scoreJob` and `MatchIndex`, which must add the same numbers.
 */

/** BM25's term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/** A posting's first skills count this many times, then fewer: 5, 3, 2, 1, 1, … (`5 / position`). */
const FIRST_SKILL_WEIGHT = 5;
/** A term's weighted count stops here (the index keeps it in a byte). */
const MOST_MENTIONS = 255;

/** What a job says about skills: per skill its terms, and each term's weighted count. */
export interface JobDocument {
  /** Per job skill, in the job's order, its distinct terms. */
  skillTerms: (readonly string[])[];
  /** Term → how often the job names it, its first skills counting more. */
  counts: Map<string, number>;
  /** The sum of `counts`. */
  length: number;
}

/**
 * Each skill label's terms, kept: postings share their labels, and ranking, scoring a page's reasons and
 * building the index read the same labels over and over. Emptied when full, so typed text cannot grow it.
 */
const labelTerms = new Map<string, readonly string[]>();
const LABELS_KEPT = 100_000;

function termsOfLabel(label: string): readonly string[] {
  let terms = labelTerms.get(label);
  if (terms === undefined) {
    if (labelTerms.size >= LABELS_KEPT) labelTerms.clear();
    terms = termsOf(normaliseSkillText(label));
    labelTerms.set(label, terms);
  }
  return terms;
}

/** How many times the skill at `position` (0 first) counts. */
export const positionWeight = (position: number) =>
  Math.max(1, Math.round(FIRST_SKILL_WEIGHT / (1 + position)));

/**
 * A job's skills as terms: the words of each skill as the posting writes them. The taxonomy's names stay
 * on the seeker's side (`typedQuery`): added to postings they cost precision on real postings
 * (docs/matching.md).
 */
export function jobDocument(skills: readonly MatchSkill[]): JobDocument {
  const counts = new Map<string, number>();
  let length = 0;
  const skillTerms = skills.map((skill, position) => {
    const terms = termsOfLabel(skill.label);
    const times = positionWeight(position);
    for (const term of terms) counts.set(term, Math.min(MOST_MENTIONS, (counts.get(term) ?? 0) + times));
    length += times * terms.length;
    return terms;
  });
  return { skillTerms, counts, length };
}

/** One term's BM25 share: `count` mentions in a job of `length` against the catalogue's average. */
export function termEvidence(count: number, length: number, averageLength: number): number {
  return (count * (K1 + 1)) / (count + K1 * (1 - B + (B * length) / Math.max(averageLength, 1)));
}

/**
 * The seeker's evidence for a job: over the query's terms the job names, weight × rarity × BM25 share,
 * added in the query's order as `MatchIndex` adds them, so both give the same number.
 */
export function evidenceFor(query: SeekerQuery, job: JobDocument, stats: CatalogueStats): number {
  let evidence = 0;
  for (const [term, wanted] of query.terms) {
    const count = job.counts.get(term);
    if (count !== undefined)
      evidence +=
        wanted.weight * stats.termWeight(term) * termEvidence(count, job.length, stats.averageLength);
  }
  return evidence;
}
