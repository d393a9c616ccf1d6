import { JOB_CATEGORIES, JOB_TYPES } from '@skillmatch/shared/constants';
import { seededRandom } from '@skillmatch/db/seed/random';
import type { CatalogueSources } from './catalogue';

/** How many distinct searches a run can send before any repeats: more than any run here asks for. */
const SEARCHES = 200_000;

/**
 * Searches as many different people type them, none repeated within a run: a word of the catalogue's
 * titles and skills, often with a place, a type, remote, a category, a sort or a later page, drawn with a
 * fixed seed from the benchmark's own postings and skill sets, so every run sends the same requests.
 * Each is a query string (without `?`) for `/api/jobs` or `/jobs`.
 */
export function distinctSearches(sources: CatalogueSources, seed = 40): string[] {
  const random = seededRandom(seed);
  const words = [
    ...new Set(
      [
        ...sources.postings.flatMap((posting) => posting.title.toLowerCase().split(/[^a-z]+/)),
        ...sources.skillSets.flat().map((skill) => skill.toLowerCase()),
        // Some skill lists hold tabs and stray bytes: a person types words.
      ].filter((word) => word.length >= 3 && /^[\p{L}\p{N} +#.-]+$/u.test(word)),
    ),
  ].sort();
  const places = [
    ...new Set(
      sources.postings.map((posting) => posting.location?.split(',')[0]?.trim() ?? '').filter(Boolean),
    ),
  ].sort();
  const seen = new Set<string>();
  const searches: string[] = [];
  for (let tries = 0; searches.length < SEARCHES && tries < SEARCHES * 4; tries++) {
    const query = new URLSearchParams({ q: random.pick(words) });
    if (random.chance(0.3)) query.set('location', random.pick(places));
    if (random.chance(0.3)) query.set('type', random.pick(JOB_TYPES));
    if (random.chance(0.2)) query.set('remote', 'true');
    if (random.chance(0.2)) query.set('category', random.pick(JOB_CATEGORIES));
    if (random.chance(0.2)) query.set('sort', random.pick(['newest', 'salary']));
    if (random.chance(0.2)) query.set('page', String(random.int(2, 3)));
    const search = query.toString();
    if (seen.has(search)) continue;
    seen.add(search);
    searches.push(search);
  }
  return searches;
}
