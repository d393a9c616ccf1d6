/**
 * A job's skills: a real skill list from skill2vec (job postings' own lists) where one fits the
 * occupation, trimmed to what the occupation uses, and O*NET's technologies for the occupation,
 * drawn by how often postings ask for them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { weighted, type Random } from '../src/seed/random';
import { usableSkill, type OnetSkill } from './onet';

/**
 * Skills a job may ask for: the core that postings for the occupation name most (O*NET's In Demand
 * for it, and the skills of the trade), and the rest, each with how likely a posting is to name it.
 */
export interface SkillPool {
  core: Map<string, number>;
  rest: Map<string, number>;
}

const MIN_SET = 5;
/** A list fits an occupation when nearly all its skills are ones the occupation uses. */
const MIN_FIT = 0.85;
/** Share of a job's skills drawn from the core. */
const CORE_SHARE = 0.7;
/** How many of the named core skills are the likeliest; how few In Demand skills make a short core. */
const FIRST_CORE = 5;
const FEW_IN_DEMAND = 3;
/**
 * A skill outside the core is worth drawing only when postings often name it (O*NET's Hot) and it
 * belongs to the occupation's field: at least this share of the occupations listing it are in the
 * field (Adobe Photoshop is on the customer service list, and on far more designers').
 */
const MIN_FIELD = 0.34;
/**
 * Beside a stack the lists know, a skill outside the core must go with it at least this much (see
 * `affinity`): a React posting does not ask for C.
 */
const MIN_STACK_AFFINITY = 1;
/** Office tools every field lists: one is worth naming, three are noise. */
const OFFICE = /^Microsoft (Excel|Word|PowerPoint|Office|Access|Project|Visio|Publisher|OneNote)$/;

/**
 * The rest are likelier when they are Hot Technologies (often in postings) that belong to the
 * occupation's field (`fit`, 0 to 1: Apache Cassandra is on the web designers' list, and on most
 * developers'). Where O*NET marks few skills In Demand (none for nurses), the field's Hot ones are the
 * core. `borrowed` ones, from a close occupation, fill a short list at a lower weight; `core` ones (the
 * trade's skills, then the entry's main tools, the first named likeliest) lead the core.
 */
export function skillPool(
  own: OnetSkill[],
  borrowed: OnetSkill[],
  core: string[],
  fit: (label: string) => number,
): SkillPool {
  const pool: SkillPool = {
    core: new Map(core.map((label, index) => [label, index < FIRST_CORE ? 6 : 2.5])),
    rest: new Map(),
  };
  const fewInDemand = own.filter((skill) => skill.inDemand).length < FEW_IN_DEMAND;
  const add = (skill: OnetSkill, factor: number) => {
    if (pool.core.has(skill.label) || pool.rest.has(skill.label)) return;
    const field = fit(skill.label);
    const isCore = factor === 1 && (skill.inDemand || (fewInDemand && skill.hot && field >= 0.5));
    if (isCore) pool.core.set(skill.label, OFFICE.test(skill.label) ? 0.5 : 1);
    else if (field >= MIN_FIELD)
      pool.rest.set(skill.label, (skill.hot ? 1 : 0.05) * (0.1 + field) ** 2 * factor);
  };
  for (const skill of own) add(skill, 1);
  for (const skill of borrowed) add(skill, 0.5);
  return pool;
}

const has = (pool: SkillPool, label: string) => pool.core.has(label) || pool.rest.has(label);
const weightIn = (pool: SkillPool, label: string) => (pool.core.has(label) ? 4 : (pool.rest.get(label) ?? 0));

/** skill2vec's lists in the taxonomy's words, each at least five known skills, without repeats. */
export function readSkillLists(dataDir: string): string[][] {
  const text = gunzipSync(readFileSync(path.join(dataDir, 'skill2vec_50K.csv.gz'))).toString('utf8');
  const seen = new Set<string>();
  const lists: string[][] = [];
  for (const line of text.split('\n')) {
    const labels = [
      ...new Set(
        line
          .split(',')
          .slice(1)
          .map((raw) => raw.trim())
          .filter(Boolean)
          .map((raw) => usableSkill(raw)),
      ),
    ].filter((label): label is string => label !== null);
    const key = [...labels].sort().join('|');
    if (labels.length < MIN_SET || seen.has(key)) continue;
    seen.add(key);
    lists.push(labels);
  }
  return lists;
}

/** How often skills are asked for together in skill2vec's lists: what makes a stack a stack. */
export interface Cooccurrence {
  count: Map<string, number>;
  pairs: Map<string, Map<string, number>>;
}

export function cooccurrence(lists: string[][]): Cooccurrence {
  const count = new Map<string, number>();
  const pairs = new Map<string, Map<string, number>>();
  for (const list of lists) {
    for (const a of list) {
      count.set(a, (count.get(a) ?? 0) + 1);
      const row = pairs.get(a) ?? new Map<string, number>();
      for (const b of list) if (b !== a) row.set(b, (row.get(b) ?? 0) + 1);
      pairs.set(a, row);
    }
  }
  return { count, pairs };
}

/** Enough lists name a skill to say what goes with it. */
const SEEN_ENOUGH = 15;

/**
 * How a skill's weight changes with the skills already chosen: up when lists that name them often name
 * it too (React after JavaScript), down when they never do; unchanged when the lists know none of them.
 */
function affinity(together: Cooccurrence, label: string, skills: string[], core: boolean): number {
  const known = skills.filter((skill) => (together.count.get(skill) ?? 0) >= SEEN_ENOUGH);
  if (known.length === 0) return 1;
  // Lists from 2017 rarely name Kubernetes: a core skill they do not know keeps its weight, but beside
  // a stack they know, another product they never name is likely noise (LabVIEW for a help desk).
  if ((together.count.get(label) ?? 0) < SEEN_ENOUGH) return core ? 1 : 0.3;
  const share = known.reduce(
    (sum, skill) => sum + (together.pairs.get(skill)?.get(label) ?? 0) / together.count.get(skill)!,
    0,
  );
  return Math.min(4, 0.1 + 6 * share);
}

/**
 * The lists that fit each occupation, each given to the occupation it fits best: the one whose
 * postings are likeliest to name its skills (a list of Selenium and JUnit is a tester's, though
 * developers use them too).
 */
export function fitSkillLists(lists: string[][], pools: Map<string, SkillPool>): Map<string, string[][]> {
  const fitted = new Map<string, string[][]>();
  for (const list of lists) {
    let best: { key: string; score: number } | null = null;
    for (const [key, pool] of pools) {
      const known = list.filter((label) => has(pool, label));
      if (known.length < MIN_SET || known.length < list.length * MIN_FIT) continue;
      const score = known.reduce((sum, label) => sum + weightIn(pool, label), 0);
      if (!best || score > best.score) best = { key, score };
    }
    if (!best) continue;
    const pool = pools.get(best.key)!;
    fitted.set(best.key, [...(fitted.get(best.key) ?? []), list.filter((label) => has(pool, label))]);
  }
  return fitted;
}

function drawFrom(
  random: Random,
  together: Cooccurrence,
  { weights, core }: { weights: Map<string, number>; core: boolean },
  skills: string[],
  { moreOffice, stack }: { moreOffice: boolean; stack: boolean },
) {
  const offices = skills.filter((label) => OFFICE.test(label)).length;
  const open = [...weights]
    .filter(([label]) => !skills.includes(label) && (moreOffice || offices < 1 || !OFFICE.test(label)))
    .map(([label, weight]) => [label, weight, affinity(together, label, skills, core)] as const)
    .filter(([, , fit]) => core || !stack || fit >= MIN_STACK_AFFINITY)
    .map(([label, weight, fit]) => [label, weight * fit] as const);
  if (open.length === 0) return null;
  return weighted(random, open, ([, weight]) => weight)[0];
}

/**
 * `count` skills: the ones already chosen, then the core's, then the rest's, each drawn by weight and
 * by how well it goes with those before it; a second office tool only when nothing else is left.
 * For a `stack` (developers' tools), the rest's skills must go with those chosen.
 */
export function drawSkills(
  random: Random,
  together: Cooccurrence,
  pool: SkillPool,
  chosen: string[],
  { count, stack }: { count: number; stack: boolean },
): string[] {
  const skills = [...chosen];
  const coreTarget = Math.min(pool.core.size, Math.ceil(count * CORE_SHARE));
  while (skills.length < count) {
    const core = { weights: pool.core, core: true };
    const rest = { weights: pool.rest, core: false };
    const tiers =
      skills.filter((label) => pool.core.has(label)).length < coreTarget ? [core, rest] : [rest, core];
    const next =
      drawFrom(random, together, tiers[0]!, skills, { moreOffice: false, stack }) ??
      drawFrom(random, together, tiers[1]!, skills, { moreOffice: false, stack }) ??
      drawFrom(random, together, tiers[0]!, skills, { moreOffice: true, stack }) ??
      drawFrom(random, together, tiers[1]!, skills, { moreOffice: true, stack });
    if (next === null) break;
    skills.push(next);
  }
  return skills;
}
