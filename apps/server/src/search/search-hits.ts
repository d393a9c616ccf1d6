import { JOB_CATEGORIES, JOB_TYPES } from '@skillmatch/shared/constants';
import type { RowCompanies } from './company-facets';
import { FacetTally, type LiveCombinations } from './search-facets';
import { SEARCH_STATES, type SearchFilters, type SearchHits } from './search-filters';
import { codeOf, type SearchRows } from './search-rows';
import { grown } from '@skillmatch/matching/growth';
import { isMember } from './row-arrays';
import type { RowOrder } from './row-order';
import { intersection, type MatchedRows, type TextMatch } from './text-matches';

/** What a search tests: its text conditions' matches, the rows that hold every match, each row's test. */
export interface Matcher {
  matches: TextMatch[];
  /** The rows every text condition matches; null without any. */
  text: MatchedRows | null;
  passes: (row: number) => boolean;
  /** The fewest rows that hold every match; null: every live row. */
  source: ArrayLike<number> | null;
  /** `passes` for a row of `source`: the text's own rows need no test of their liveness or text. */
  passesSource: (row: number) => boolean;
  /** The filters' codes: status 1 + its code (0: any), the others their code (-1: any). */
  codes: { status: number; type: number; remote: number; category: number; company: number };
  /** Whether status, type, remote and category are all it filters by besides text: a table can count it. */
  tableCounts: boolean;
}

/** The parts of the search index a search reads besides its text matches. */
export interface IndexParts {
  rows: SearchRows;
  companies: RowCompanies;
  /** Live rows newest first and highest salary first, current. */
  newest: RowOrder;
  highestSalary: RowOrder;
  combinations: LiveCombinations;
}

/**
 * The test of `filters` whose text conditions matched `matches` (none empty); "Remote" in the location
 * asks for `remoteWanted`, and `companyNumber` is the company filter's (-1: none).
 */
export function matcherOf(
  { rows, companies, newest, highestSalary }: IndexParts,
  filters: SearchFilters,
  matches: TextMatch[],
  remoteWanted: boolean | undefined,
  companyNumber: number,
): Matcher {
  const text = matches.length > 0 ? intersection(matches, rows.rowCount) : null;
  let member: Uint32Array | undefined;
  const status = filters.status === 'all' ? 0 : 1 + codeOf(SEARCH_STATES, filters.status);
  const type = filters.type === undefined ? -1 : codeOf(JOB_TYPES, filters.type);
  const category = filters.category === undefined ? -1 : codeOf(JOB_CATEGORIES, filters.category);
  const remote = remoteWanted === undefined ? -1 : remoteWanted ? 1 : 0;
  const salaryMin = filters.salaryMin;
  const postedSince = filters.postedSince;
  const passesFilters = (row: number): boolean =>
    (status === 0 || rows.state[row] === status) &&
    (type < 0 || rows.type[row] === type) &&
    (category < 0 || rows.category[row] === category) &&
    (remote < 0 || rows.remote[row] === remote) &&
    (companyNumber < 0 || companies.numberAt(row) === companyNumber) &&
    // NaN (no salary) fails the comparison, as a missing salary fails a minimum.
    (salaryMin === undefined || rows.salary[row]! >= salaryMin) &&
    (postedSince === undefined || rows.posted[row]! >= postedSince);
  const passes = (row: number): boolean =>
    rows.state[row] !== 0 && (text === null || isMember((member ??= text.member), row)) && passesFilters(row);

  // The fewest rows that hold every match: the text's matches, or the front of an order, since the
  // newest order is by date and the salary order by salary.
  let source: ArrayLike<number> | null = text?.rows ?? null;
  const consider = (order: RowOrder, keep: (row: number) => boolean) => {
    const length = order.prefix(keep);
    if (source === null || length < source.length) source = order.rows.subarray(0, length);
  };
  if (postedSince !== undefined) consider(newest, (row) => rows.posted[row]! >= postedSince);
  if (salaryMin !== undefined) consider(highestSalary, (row) => rows.salary[row]! >= salaryMin);
  if (companyNumber >= 0) {
    const companyRows = companies.rowsOf(companyNumber);
    if (source === null || companyRows.length < source.length) source = companyRows;
  }
  const codes = { status, type, remote, category, company: companyNumber };
  const passesSource = text !== null && source === text.rows ? passesFilters : passes;
  const tableCounts = companyNumber < 0 && salaryMin === undefined && postedSince === undefined;
  return {
    matches,
    text,
    passes,
    source: source as ArrayLike<number> | null,
    passesSource,
    codes,
    tableCounts,
  };
}

/**
 * Live rows in the order a search lists them, and how two rows compare in it; for the kept orders
 * (newest, highest salary), each live row's index in `rows`.
 */
export interface Ranking {
  rows: Int32Array;
  before: (a: number, b: number) => number;
  place?: Int32Array;
}

/**
 * One array for a search's matching rows, the same for every search: a broad search matches most of the
 * catalogue, and an array of its size made per search was most of the collector's work. What is written
 * in it holds until the next search, so a search reads it before it returns and keeps none of it.
 */
export class ScratchRows {
  private rows = new Int32Array(1024);
  private places = new Int32Array(1024);

  /** The array, at least `length` long. */
  take(length: number): Int32Array {
    this.rows = grown(this.rows, length);
    return this.rows;
  }

  /** A second array, for the places of a page's candidates, at least `length` long. */
  takePlaces(length: number): Int32Array {
    this.places = grown(this.places, length);
    return this.places;
  }
}

/**
 * The first `limit` of `matching` in the order of `ranking`: by their places, sorted as numbers, when the
 * order is a kept one (no comparison called per pair), else by the order's comparison.
 */
function firstInOrder(
  scratch: ScratchRows,
  matching: Int32Array,
  { rows, before, place }: Ranking,
  limit: number,
): ArrayLike<number> {
  if (place === undefined) return matching.sort(before).subarray(0, limit);
  const places = scratch.takePlaces(matching.length).subarray(0, matching.length);
  for (let index = 0; index < matching.length; index++) places[index] = place[matching[index]!]!;
  return places
    .sort()
    .subarray(0, limit)
    .map((at) => rows[at]!);
}

/** The hits, and every matching row (in no useful order) when they were walked to count them, else null. */
export function findHits(
  { rows, combinations }: IndexParts,
  scratch: ScratchRows,
  matcher: Matcher | null,
  ranking: () => Ranking,
  limit: number,
): { hits: SearchHits; matching: Int32Array | null } {
  if (matcher === null) {
    return { hits: { total: 0, facets: { type: [], remote: [], category: [] }, ids: [] }, matching: null };
  }
  const { matches, text, passes, source, passesSource, codes, tableCounts } = matcher;
  const { status, type, remote, category } = codes;

  const ordered = ranking();
  const order = ordered.rows;
  const tally = new FacetTally();
  let passing: Int32Array | null = null;
  if (source === null) {
    // Filtered by status, type, remote and category at most: counted from the combinations table.
    combinations.count(tally, status, type, remote, category);
  } else if (matches.length === 1 && source === text?.rows && tableCounts) {
    // One text condition and those filters: counted from its own table (which knows no salary, date or
    // company: a search with one of them is counted from its matches).
    matches[0]!.combinations.count(tally, status, type, remote, category);
  } else {
    const candidates: ArrayLike<number> = source;
    passing = scratch.take(candidates.length);
    for (let index = 0; index < candidates.length; index++) {
      const row = candidates[index]!;
      if (!passesSource(row)) continue;
      passing[tally.total] = row;
      tally.add(rows.type[row]!, rows.remote[row]!, rows.category[row]!);
    }
  }
  const total = tally.total;
  // Counted from a table, the matches were not walked: when the order would be read nearly to its end to
  // fill the page (few matches, as most distinct searches have), they are gathered from the text's rows.
  const orderSteps = total <= limit ? order.length : (limit * order.length) / total;
  if (passing === null && source !== null && source.length < orderSteps) {
    passing = scratch.take(source.length);
    let count = 0;
    for (let index = 0; index < source.length; index++) {
      if (passesSource(source[index]!)) passing[count++] = source[index]!;
    }
  }

  // The page: sorted from the matches when they are few, else read off the order until it is full
  // (about limit × jobs / matches steps).
  let pageRows: ArrayLike<number>;
  if (passing !== null && total * total < limit * order.length) {
    pageRows = firstInOrder(scratch, passing.subarray(0, total), ordered, limit);
  } else {
    const found: number[] = [];
    const wantedOnPage = Math.min(limit, total);
    for (let index = 0; index < order.length && found.length < wantedOnPage; index++) {
      if (passes(order[index]!)) found.push(order[index]!);
    }
    pageRows = found;
  }
  const ids = Array.from(pageRows, (row) => rows.ids.idOf(row));

  return {
    hits: { total, facets: tally.facets(), ids },
    matching: passing === null ? null : passing.subarray(0, total),
  };
}

/** Every row a search matches, in no useful order (`live`: every live row, for a search with no source). */
export function matchingRows(scratch: ScratchRows, matcher: Matcher | null, live: Int32Array): Int32Array {
  if (!matcher) return new Int32Array(0);
  const candidates = matcher.source ?? live;
  const passes = matcher.source === null ? matcher.passes : matcher.passesSource;
  const matching = scratch.take(candidates.length);
  let count = 0;
  for (let index = 0; index < candidates.length; index++) {
    if (passes(candidates[index]!)) matching[count++] = candidates[index]!;
  }
  return matching.subarray(0, count);
}
