import { JobIds } from '@skillmatch/matching/job-ids';
import { lruSet } from '@skillmatch/matching/lru-map';
import { JOB_CATEGORIES, JOB_TYPES } from '@skillmatch/shared/constants';
import type { ProjectionStore } from './change-log-projection';
import { MatchOrders } from './match-order';
import { RowCompanies } from './company-facets';
import {
  dayNumber,
  FEW_MATCHES,
  SEARCH_STATES,
  type CompanyFacetCounts,
  type FacetCounts,
  type SearchableJob,
  type SearchFilters,
  type SearchHits,
  type SearchOrder,
} from './search-filters';
import { FacetTally, LiveCombinations } from './search-facets';
import { RowSkills } from './skill-facets';
import { grown, isMember } from './row-arrays';
import { RowOrder } from './row-order';
import { closestWord } from './did-you-mean';
import { placeKeysOf, understandLocation } from './places';
import { termsOf, textWords, understandText } from './search-text';
import type { Condition, Lookup } from './search-words';
import { intersection, TextMatches, type MatchedRows, type TextMatch } from './text-matches';
import { Postings } from './text-postings';

/**
 * Texts whose terms are kept for the next job that has them: more than a catalogue's distinct titles,
 * companies, places and skills (about 60,000 at 100,000 jobs), so that a build works out each text's
 * terms once rather than again after every emptying.
 */
const KEPT_TEXTS = 200_000;

/** Adds `number` to the list kept under `key`. */
function listed(lists: Map<string, number[]>, key: string, number: number): void {
  const list = lists.get(key);
  if (list) list.push(number);
  else lists.set(key, [number]);
}

/** Corrections kept at once; the oldest goes first. */
const KEPT_CORRECTIONS = 256;

const codeOf = (values: readonly string[], value: string) => {
  const code = values.indexOf(value);
  if (code < 0) throw new Error(`Unknown job value "${value}"`);
  return code;
};

/** What a search tests: its text conditions' matches, the rows that hold every match, each row's test. */
interface Matcher {
  matches: TextMatch[];
  /** The rows every text condition matches; null without any. */
  text: MatchedRows | null;
  passes: (row: number) => boolean;
  /** The fewest rows that hold every match; null: every live row. */
  source: ArrayLike<number> | null;
  /** The filters' codes: status 1 + its code (0: any), the others their code (-1: any). */
  codes: { status: number; type: number; remote: number; category: number; company: number };
}

/**
 * The catalogue in memory for search, every status: which jobs hold each term of their texts
 * (search-text.ts), each skill as listed and by canonical id, and each place (places.ts), their filter values in flat arrays, and the jobs in the two orders a
 * search lists them (newest first; highest salary first). A search finds the jobs holding its texts
 * through the postings, tests the other filters on the arrays, and counts every match exactly with its
 * facets: no text is searched more than once per distinct value.
 */
export class SearchIndex implements ProjectionStore<SearchableJob> {
  /** Each row's job id, and each id's latest row (live while its state is not 0). */
  private readonly ids = new JobIds();
  private live = 0;
  /** Per row: 0 when dead, else 1 + the status's code. */
  private state = new Uint8Array(1024);
  private type = new Uint8Array(1024);
  private category = new Uint8Array(1024);
  private remote = new Uint8Array(1024);
  private salary = new Float64Array(1024);
  private posted = new Int32Array(1024);
  private created = new Float64Array(1024);
  /** The words of the jobs' titles, companies, locations and skills (search-text.ts). */
  private readonly terms = new Postings();
  /** Per text seen, its terms: titles, companies, locations and skills repeat across jobs. */
  private readonly termsOfText = new Map<string, string[]>();
  /** Skills as listed (lower-cased), and per canonical skill id the numbers of the listed ones meaning it. */
  private readonly skills = new Postings();
  private readonly skillsById = new Map<string, number[]>();
  /** Locations as written, and per place key (places.ts) the numbers of the locations it is found in. */
  private readonly locations = new Postings();
  private readonly locationsByPlace = new Map<string, number[]>();
  /** Per search text, what it likely misspells; emptied by every change. */
  private readonly corrections = new Map<string, string | null>();
  /** Live rows newest first and highest salary first. */
  private readonly newest = new RowOrder((a, b) => this.compareNewest(a, b));
  private readonly highestSalary = new RowOrder((a, b) => this.compareSalary(a, b));
  /** Rows added since the orders were last made; false when a removal also needs them remade. */
  private unordered: number[] = [];
  private ordersCurrent = true;
  private readonly combinations = new LiveCombinations();
  /** Emptied by every change. */
  private readonly textMatches = new TextMatches();
  private readonly rowSkills = new RowSkills();
  private readonly rowCompanies = new RowCompanies();
  /** A search's matches while it counts them (`scratchRows`). */
  private scratch = new Int32Array(1024);
  /** Per seeker, emptied by every change like the text matches. */
  private readonly matchOrders = new MatchOrders();

  get size(): number {
    return this.live;
  }

  get replacedShare(): number {
    return this.ids.rowCount === 0 ? 0 : 1 - this.live / this.ids.rowCount;
  }

  upsert(job: SearchableJob): void {
    this.remove(job.id);
    const row = this.ids.add(job.id);
    const length = row + 1;
    this.state = grown(this.state, length);
    this.type = grown(this.type, length);
    this.category = grown(this.category, length);
    this.remote = grown(this.remote, length);
    this.salary = grown(this.salary, length);
    this.posted = grown(this.posted, length);
    this.created = grown(this.created, length);
    this.state[row] = 1 + codeOf(SEARCH_STATES, job.status);
    this.type[row] = codeOf(JOB_TYPES, job.type);
    this.category[row] = codeOf(JOB_CATEGORIES, job.category);
    this.remote[row] = job.remote ? 1 : 0;
    this.salary[row] = job.salary ?? Number.NaN;
    this.posted[row] = dayNumber(job.postedDate);
    this.created[row] = job.createdAt;
    for (const text of [job.title, job.company, job.location ?? '', ...job.skills]) {
      for (const term of this.termsOfKept(text)) this.terms.add(term, row);
    }
    if (job.location !== null) {
      const known = this.locations.numberOf(job.location) !== undefined;
      const number = this.locations.add(job.location, row);
      if (!known) for (const key of placeKeysOf(job.location)) listed(this.locationsByPlace, key, number);
    }
    const labels = new Map<string, string>();
    const ids = new Map<string, string | undefined>();
    job.skillKeys.forEach((key, index) => {
      if (labels.has(key)) return;
      labels.set(key, job.skills[index] ?? key);
      ids.set(key, job.skillIds[index]);
    });
    this.rowSkills.add(
      row,
      [...labels.keys()].map((key) => {
        const known = this.skills.numberOf(key) !== undefined;
        const number = this.skills.add(key, row);
        const id = ids.get(key);
        if (!known && id) listed(this.skillsById, id, number);
        return number;
      }),
      [...labels.values()],
    );
    this.rowCompanies.add(row, job.companySlug, job.company);
    this.unordered.push(row);
    this.count(row, 1);
    this.live++;
    this.forgetAnswers();
  }

  private termsOfKept(text: string): string[] {
    let terms = this.termsOfText.get(text);
    if (terms === undefined) {
      // Emptied when full rather than oldest first: a build meets every text once in no useful order.
      if (this.termsOfText.size >= KEPT_TEXTS) this.termsOfText.clear();
      terms = termsOf(text);
      this.termsOfText.set(text, terms);
    }
    return terms;
  }

  private forgetAnswers(): void {
    this.textMatches.forget();
    this.rowSkills.forget();
    this.rowCompanies.forget();
    this.matchOrders.forget();
    this.corrections.clear();
  }

  /** The live row of the job `id`, if any. */
  private liveRow(id: string): number | undefined {
    const row = this.ids.rowOf(id);
    return row === undefined || this.state[row] === 0 ? undefined : row;
  }

  remove(id: string): void {
    const row = this.liveRow(id);
    if (row === undefined) return;
    this.count(row, -1);
    this.rowSkills.remove(row);
    this.state[row] = 0;
    this.live--;
    this.ordersCurrent = false;
    this.forgetAnswers();
  }

  private readonly compareNewest = (a: number, b: number): number => {
    const byDay = this.posted[b]! - this.posted[a]!;
    if (byDay !== 0) return byDay;
    const byCreated = this.created[b]! - this.created[a]!;
    if (byCreated !== 0) return byCreated;
    return this.ids.compare(b, a);
  };

  private readonly compareSalary = (a: number, b: number): number => {
    const salaryA = this.salary[a]!;
    const salaryB = this.salary[b]!;
    const noneA = Number.isNaN(salaryA);
    const noneB = Number.isNaN(salaryB);
    if (noneA !== noneB) return noneA ? 1 : -1;
    return (noneA ? 0 : salaryB - salaryA) || this.compareNewest(a, b);
  };

  private order(): void {
    if (this.ordersCurrent && this.unordered.length === 0) return;
    const isLive = (row: number) => this.state[row] !== 0;
    this.newest.merge(this.unordered, isLive, this.ids.rowCount);
    this.highestSalary.merge(this.unordered, isLive, this.ids.rowCount);
    this.unordered = [];
    this.ordersCurrent = true;
  }

  private count(row: number, change: 1 | -1): void {
    this.combinations.change(
      this.state[row]!,
      this.type[row]!,
      this.remote[row]!,
      this.category[row]!,
      change,
    );
  }

  /** The row lists of the texts a lookup finds. */
  private listsOf({ in: where, text }: Lookup): ArrayLike<number>[] {
    const rowsOf = (postings: Postings, numbers: readonly number[] | undefined) =>
      (numbers ?? []).map((number) => postings.rowsOf(number));
    if (where === 'skill') return rowsOf(this.skills, this.skillsById.get(text));
    if (where === 'place') return rowsOf(this.locations, this.locationsByPlace.get(text));
    if (where === 'listed') return this.skills.containing(text);
    if (where === 'word' || text.length < 3) {
      const number = this.terms.numberOf(text);
      return number === undefined ? [] : [this.terms.rowsOf(number)];
    }
    return this.terms.numbersStartingWith(text).map((number) => this.terms.rowsOf(number));
  }

  /** The live jobs meeting a condition: any of its alternatives, each all of its lookups. */
  private conditionMatch(condition: Condition): TextMatch {
    const { ids, state, type, remote, category } = this;
    const values = { rowCount: ids.rowCount, state, type, remote, category };
    return this.textMatches.of(JSON.stringify(condition), values, () =>
      condition.flatMap((lookups): ArrayLike<number>[] =>
        lookups.length === 1
          ? this.listsOf(lookups[0]!)
          : [
              intersection(
                lookups.map((lookup) => this.conditionMatch([[lookup]])),
                ids.rowCount,
              ).rows,
            ],
      ),
    );
  }

  /** What a search tests; null when a text condition matches no job. */
  private matcher(filters: SearchFilters): Matcher | null {
    this.order();
    const place = understandLocation(filters.location ?? '');
    const conditions = [
      ...understandText(filters.text ?? '', (word) => this.terms.numberOf(word) !== undefined),
      ...place.conditions,
      ...filters.skills.map((skill): Condition => [[{ in: 'listed', text: skill }]]),
    ];
    const companyNumber =
      filters.company === undefined ? -1 : (this.rowCompanies.numberOf(filters.company) ?? null);
    if (companyNumber === null) return null;
    const matches = conditions.map((condition) => this.conditionMatch(condition));
    if (matches.some((match) => match.rows.length === 0)) return null;
    const text = matches.length > 0 ? intersection(matches, this.ids.rowCount) : null;
    const member = text?.member;
    const status = filters.status === 'all' ? 0 : 1 + codeOf(SEARCH_STATES, filters.status);
    const type = filters.type === undefined ? -1 : codeOf(JOB_TYPES, filters.type);
    const category = filters.category === undefined ? -1 : codeOf(JOB_CATEGORIES, filters.category);
    // "Remote" in the location is the remote filter.
    const remoteWanted = place.remote ? true : filters.remote;
    const remote = remoteWanted === undefined ? -1 : remoteWanted ? 1 : 0;
    const salaryMin = filters.salaryMin;
    const postedSince = filters.postedSince;
    const passes = (row: number): boolean =>
      this.state[row] !== 0 &&
      (member === undefined || isMember(member, row)) &&
      (status === 0 || this.state[row] === status) &&
      (type < 0 || this.type[row] === type) &&
      (category < 0 || this.category[row] === category) &&
      (remote < 0 || this.remote[row] === remote) &&
      (companyNumber < 0 || this.rowCompanies.numberAt(row) === companyNumber) &&
      // NaN (no salary) fails the comparison, as a missing salary fails a minimum.
      (salaryMin === undefined || this.salary[row]! >= salaryMin) &&
      (postedSince === undefined || this.posted[row]! >= postedSince);

    // The fewest rows that hold every match: the text's matches, or the front of an order, since the
    // newest order is by date and the salary order by salary.
    let source: ArrayLike<number> | null = text?.rows ?? null;
    const consider = (order: RowOrder, keep: (row: number) => boolean) => {
      const length = order.prefix(keep);
      if (source === null || length < source.length) source = order.rows.subarray(0, length);
    };
    if (postedSince !== undefined) consider(this.newest, (row) => this.posted[row]! >= postedSince);
    if (salaryMin !== undefined) consider(this.highestSalary, (row) => this.salary[row]! >= salaryMin);
    if (companyNumber >= 0) {
      const rows = this.rowCompanies.rowsOf(companyNumber);
      if (source === null || rows.length < source.length) source = rows;
    }
    const codes = { status, type, remote, category, company: companyNumber };
    return { matches, text, passes, source: source as ArrayLike<number> | null, codes };
  }

  /** The live rows in the order asked for, and how two rows compare in it. */
  private ranking(orderBy: SearchOrder): { rows: Int32Array; before: (a: number, b: number) => number } {
    if (orderBy === 'newest' || orderBy === 'salary') {
      const { rows, place } = orderBy === 'salary' ? this.highestSalary : this.newest;
      return { rows, before: (a, b) => place[a]! - place[b]! };
    }
    const { rows, scores } = this.matchOrders.of(orderBy, this.newest.rows, this.ids.rowCount, (ids, row) => {
      const ours = this.ids.rowOfSame(ids, row);
      return ours === undefined || this.state[ours] === 0 ? undefined : ours;
    });
    const { place } = this.newest;
    return { rows, before: (a, b) => scores[b]! - scores[a]! || place[a]! - place[b]! };
  }

  search(filters: SearchFilters, orderBy: SearchOrder, limit: number): SearchHits {
    return this.hits(this.matcher(filters), orderBy, limit);
  }

  /**
   * `search`, and the skills and company filters of the same matches: those filtered by and the most
   * common, counted (from one pass over the matches when neither is kept).
   */
  searchWithSkills(
    filters: SearchFilters,
    orderBy: SearchOrder,
    limit: number,
  ): SearchHits & { skills: FacetCounts; company: CompanyFacetCounts } {
    const matcher = this.matcher(filters);
    const { hits, matching: found } = this.find(matcher, orderBy, limit);
    // The matches the hits were counted from, when they were walked: not walked again for the facets.
    let matching: ArrayLike<number> | null = found;
    const matchingRows = () => (matching ??= this.matchingRows(matcher));
    const key = JSON.stringify(filters);
    return {
      ...hits,
      skills: this.rowSkills.facets(key, filters.skills, this.skills, matchingRows),
      company: this.rowCompanies.facets(key, filters.company, matchingRows),
    };
  }

  /**
   * The search text with its likely misspellings corrected ("javascrpt" → "javascript"), when the search
   * finds fewer than FEW_MATCHES jobs and the corrected one finds more; else undefined.
   */
  didYouMean(filters: SearchFilters, total: number): string | undefined {
    if (filters.text === undefined || total >= FEW_MATCHES) return undefined;
    const key = JSON.stringify(filters);
    let corrected = this.corrections.get(key);
    if (corrected === undefined) {
      const words = textWords(filters.text);
      const replaced = words.map((word) =>
        this.terms.numberOf(word) === undefined ? (closestWord(word, this.terms) ?? word) : word,
      );
      const text = replaced.join(' ');
      const found = text !== words.join(' ') && this.hits(this.matcher({ ...filters, text }), 'newest', 0);
      corrected = found && found.total > total ? text : null;
      lruSet(this.corrections, key, corrected, KEPT_CORRECTIONS);
    }
    return corrected ?? undefined;
  }

  private hits(matcher: Matcher | null, orderBy: SearchOrder, limit: number): SearchHits {
    return this.find(matcher, orderBy, limit).hits;
  }

  /** The hits, and every matching row (in no useful order) when they were walked to count them, else null. */
  private find(
    matcher: Matcher | null,
    orderBy: SearchOrder,
    limit: number,
  ): { hits: SearchHits; matching: Int32Array | null } {
    if (matcher === null) {
      return { hits: { total: 0, facets: { type: [], remote: [], category: [] }, ids: [] }, matching: null };
    }
    const { matches, text, passes, source, codes } = matcher;
    const { status, type, remote, category, company } = codes;

    const { rows: order, before } = this.ranking(orderBy);
    const tally = new FacetTally();
    let passing: Int32Array | null = null;
    if (source === null) {
      // Filtered by status, type, remote and category at most: counted from the combinations table.
      this.combinations.count(tally, status, type, remote, category);
    } else if (matches.length === 1 && source === text?.rows && company < 0) {
      // One text condition and those filters: counted from its own table.
      matches[0]!.combinations.count(tally, status, type, remote, category);
    } else {
      const rows: ArrayLike<number> = source;
      passing = this.scratchRows(rows.length);
      for (let index = 0; index < rows.length; index++) {
        const row = rows[index]!;
        if (!passes(row)) continue;
        passing[tally.total] = row;
        tally.add(this.type[row]!, this.remote[row]!, this.category[row]!);
      }
    }
    const total = tally.total;

    // The page: sorted from the matches when they are few, else read off the order until it is full
    // (about limit × jobs / matches steps).
    let pageRows: ArrayLike<number>;
    if (passing !== null && total * total < limit * order.length) {
      pageRows = passing.subarray(0, total).sort(before).subarray(0, limit);
    } else {
      const found: number[] = [];
      const wantedOnPage = Math.min(limit, total);
      for (let index = 0; index < order.length && found.length < wantedOnPage; index++) {
        if (passes(order[index]!)) found.push(order[index]!);
      }
      pageRows = found;
    }
    const ids = Array.from(pageRows, (row) => this.ids.idOf(row));

    return {
      hits: { total, facets: tally.facets(), ids },
      matching: passing === null ? null : passing.subarray(0, total),
    };
  }

  /**
   * An array for `length` rows, the same one for every search: a broad search matches most of the
   * catalogue, and an array of its size made per search was most of the collector's work. What is written
   * in it holds until the next search, so a search reads it before it returns and keeps none of it.
   */
  private scratchRows(length: number): Int32Array {
    this.scratch = grown(this.scratch, length);
    return this.scratch;
  }

  /** Every row a search matches, in no useful order. */
  private matchingRows(matcher: Matcher | null): Int32Array {
    if (!matcher) return new Int32Array(0);
    const rows = matcher.source ?? this.newest.rows;
    const matching = this.scratchRows(rows.length);
    let count = 0;
    for (let index = 0; index < rows.length; index++) {
      if (matcher.passes(rows[index]!)) matching[count++] = rows[index]!;
    }
    return matching.subarray(0, count);
  }
}
