/**
 * What both ranking-quality evaluations share (bench/ranking-quality.ts over O*NET, bench/ranking-real.ts
 * over real postings): the baseline scorers (exact-string Jaccard, BM25 over skill words), ordering scores
 * into a ranking with the product's tie order, and discounted cumulative gain.
 */

/** Scores by job index; jobs a method cannot tell anything about are left out. */
export type Scores = ReadonlyMap<number, number>;

/** A seeker's skills, as typed, to scores of the catalogue's jobs. */
export type Scorer = (seekerSkills: readonly string[]) => Scores;

/**
 * Each job's place when the product breaks a tie: newest first, then by id (`MatchIndex.rank`).
 * `order[j]` is job j's place.
 */
export function tieOrder(jobs: readonly { id: string; postedDate: string }[]): Int32Array {
  const order = new Int32Array(jobs.length);
  jobs
    .map((job, index) => ({ job, index }))
    .sort(
      (a, b) =>
        (a.job.postedDate < b.job.postedDate ? 1 : a.job.postedDate > b.job.postedDate ? -1 : 0) ||
        (a.job.id < b.job.id ? -1 : 1),
    )
    .forEach(({ index }, place) => (order[index] = place));
  return order;
}

/** The jobs with a positive score, highest first, ties in `order`; the first `limit` of them. */
export function rankByScore(scores: Scores, order: Int32Array, limit = Infinity): number[] {
  return [...scores]
    .filter(([, score]) => score > 0)
    .sort(([a, x], [b, y]) => y - x || order[a]! - order[b]!)
    .slice(0, limit)
    .map(([job]) => job);
}

export const exactKey = (skill: string) => skill.trim().toLowerCase();

/** |seeker ∩ job| / |seeker ∪ job| over the skill strings, lower-cased and trimmed. */
export function jaccardScorer(jobSkills: readonly (readonly string[])[]): Scorer {
  const jobSets = jobSkills.map((skills) => new Set(skills.map(exactKey)));
  return (seekerSkills) => {
    const wanted = new Set(seekerSkills.map(exactKey));
    const scores = new Map<number, number>();
    jobSets.forEach((set, index) => {
      let shared = 0;
      for (const skill of wanted) if (set.has(skill)) shared++;
      if (shared > 0) scores.set(index, shared / (set.size + wanted.size - shared));
    });
    return scores;
  };
}

export interface Bm25Options {
  k1: number;
  b: number;
  /** The words of one skill, lower case (a token pattern such as `[a-z0-9+#]+`). */
  wordsOf: (skill: string) => string[];
}

/** Lower-cased text cut into the tokens of `pattern` (a global regular expression). */
export const tokensOf = (pattern: RegExp) => (text: string) => text.toLowerCase().match(pattern) ?? [];

/**
 * Okapi BM25: a job's skills as one document of words, the seeker's distinct words as the query;
 * idf = ln(1 + (N − n + 0.5) / (n + 0.5)).
 */
export function bm25Scorer(jobSkills: readonly (readonly string[])[], options: Bm25Options): Scorer {
  const { k1, b, wordsOf } = options;
  const documents = jobSkills.map((skills) => skills.flatMap(wordsOf));
  const averageLength = documents.reduce((sum, words) => sum + words.length, 0) / documents.length;
  const postings = new Map<string, { job: number; tf: number }[]>();
  documents.forEach((words, index) => {
    const tf = new Map<string, number>();
    for (const word of words) tf.set(word, (tf.get(word) ?? 0) + 1);
    for (const [word, count] of tf) {
      const list = postings.get(word) ?? [];
      list.push({ job: index, tf: count });
      postings.set(word, list);
    }
  });
  return (seekerSkills) => {
    const scores = new Map<number, number>();
    for (const word of new Set(seekerSkills.flatMap(wordsOf))) {
      const list = postings.get(word) ?? [];
      const idf = Math.log(1 + (documents.length - list.length + 0.5) / (list.length + 0.5));
      for (const { job, tf } of list) {
        const norm = k1 * (1 - b + (b * documents[job]!.length) / averageLength);
        scores.set(job, (scores.get(job) ?? 0) + (idf * tf * (k1 + 1)) / (tf + norm));
      }
    }
    return scores;
  };
}

/** Discounted cumulative gain with gains 2^g − 1 (binary gains: 1 for relevant, 0 for not). */
export function dcg(gains: readonly number[]): number {
  return gains.reduce((sum, gain, rank) => sum + (2 ** gain - 1) / Math.log2(rank + 2), 0);
}
