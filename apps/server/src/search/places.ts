import { RecentlyUsed } from '@skillmatch/matching/lru-map';
import { PLACE_NAMES, REGION_CODE_ORDER, type PlaceName } from './place-names';
import { searchWords, type Condition, type SearchWord } from './search-words';

/** A place's text as looked up: its words, dots dropped ("U.K." → "uk"). */
const placeText = (words: readonly SearchWord[]) =>
  words.map((word) => word.text.replace(/\./g, '')).join(' ');

const byName = new Map<string, PlaceName[]>();
const byCode = new Map<string, PlaceName[]>();
for (const place of PLACE_NAMES) {
  for (const name of place.names) {
    const text = placeText(searchWords(name));
    byName.set(text, [...(byName.get(text) ?? []), place]);
  }
  for (const code of place.codes) {
    const text = code.toLowerCase();
    byCode.set(text, [...(byCode.get(text) ?? []), place]);
  }
}

/** The longest place name a search looks for, in words ("united states of america"). */
const LONGEST_NAME_WORDS = 4;

const countryOf = (code: string) => `c:${code.toLowerCase()}`;

/** The keys of a place and of the country it is in. */
const keysOf = (place: PlaceName) => (place.country ? [place.key, place.country] : [place.key]);

/**
 * What a code means: a region of `country` when one is named beside it ("Perth, WA, Australia"), else
 * the first region with that code in a job board's order ("CA" is California, "ON" Ontario), else the
 * country with that code ("GB", "DEU").
 */
function placeOfCode(code: string, named: string | undefined): PlaceName | undefined {
  const places = byCode.get(code) ?? [];
  const regions = places.filter((place) => place.country !== undefined);
  if (named !== undefined) {
    const inCountry = regions.find((place) => place.country === named);
    if (inCountry) return inCountry;
  }
  for (const country of REGION_CODE_ORDER) {
    const region = regions.find((place) => place.country === countryOf(country));
    if (region) return region;
  }
  return places.find((place) => place.country === undefined);
}

/** A location's comma-separated parts, as words. */
const partsOf = (location: string) =>
  location
    .split(/[,;|()]/)
    .map(searchWords)
    .filter((words) => words.length > 0);

/**
 * The keys a job's location is found by: `w:` and each of its words (so a city is found by its own
 * name), and the countries and regions its parts name or code, with a region's country ("Milwaukee, WI"
 * → w:milwaukee, w:wi, r:us-wi, c:us).
 */
export function placeKeysOf(location: string | null): string[] {
  if (!location) return [];
  const parts = partsOf(location);
  const keys = new Set<string>();
  for (const part of parts) for (const word of part) keys.add(`w:${word.text.replace(/\./g, '')}`);
  let country: string | undefined;
  for (const part of parts) {
    for (const place of byName.get(placeText(part)) ?? []) {
      for (const key of keysOf(place)) keys.add(key);
      if (place.country === undefined) country = place.key;
    }
  }
  for (const part of parts) {
    if (part.length !== 1 || byName.has(placeText(part))) continue;
    const place = placeOfCode(placeText(part), country);
    if (place) for (const key of keysOf(place)) keys.add(key);
  }
  return [...keys];
}

/**
 * The conditions of a place named in full (`names`, and in the location field a code too): its keys,
 * or its words in a job's location.
 */
function placeAlternatives(words: readonly SearchWord[], withCodes: boolean): Condition | null {
  const text = placeText(words);
  const named = byName.get(text) ?? [];
  const coded = withCodes && words.length === 1 ? placeOfCode(text, undefined) : undefined;
  const places = coded ? [...named, coded] : named;
  if (places.length === 0) return null;
  return [
    ...[...new Set(places.map((place) => place.key))].map((key) => [{ in: 'place' as const, text: key }]),
    words.map((word) => ({ in: 'place' as const, text: `w:${word.text.replace(/\./g, '')}` })),
  ];
}

/**
 * The longest run of words from `start` that names a place, with its conditions; null when none does.
 * A location field reads codes too ("CA", "GB"); the search text only names ("UK", "Texas").
 */
export function placeAt(
  words: readonly SearchWord[],
  start: number,
  withCodes: boolean,
): { length: number; condition: Condition } | null {
  for (let length = Math.min(LONGEST_NAME_WORDS, words.length - start); length > 0; length--) {
    const condition = placeAlternatives(words.slice(start, start + length), withCodes);
    if (condition) return { length, condition };
  }
  return null;
}

/** A location as typed, understood: "Remote" (the remote filter), and each place or word it must be in. */
export interface LocationQuery {
  remote: boolean;
  /** Shared by every search of the same text: read, never changed. */
  conditions: readonly Condition[];
}

/**
 * A location field's text by place, not by letters: "UK", "United Kingdom" and "GB" are the United
 * Kingdom, "TX" and "Texas" the state, "Austin, TX" both the city's word and the state; any other word
 * must be a whole word of the job's location ("Milwaukee"), and "Remote" is the remote filter.
 */
export function understandLocation(raw: string): LocationQuery {
  return understoodLocations.get(raw) ?? understoodLocations.set(raw, readLocation(raw));
}

/** Locations understood, by their text: the same few hundred places are searched again and again. */
const understoodLocations = new RecentlyUsed<LocationQuery>(10_000);

function readLocation(raw: string): LocationQuery {
  let remote = false;
  const conditions: Condition[] = [];
  for (const words of partsOf(raw)) {
    for (let start = 0; start < words.length;) {
      const place = placeAt(words, start, true);
      if (place) {
        conditions.push(place.condition);
        start += place.length;
        continue;
      }
      const word = words[start]!.text.replace(/\./g, '');
      if (word === 'remote') remote = true;
      else conditions.push([[{ in: 'place', text: `w:${word}` }]]);
      start++;
    }
  }
  return { remote, conditions };
}
