import { lruSet } from '@skillmatch/matching/lru-map';
import type { ProjectionStore } from './change-log-projection';
import { MatchOrders } from './match-order';
import { RowCompanies } from './company-facets';
import {
  FEW_MATCHES,
  type CompanyFacetCounts,
  type FacetCounts,
  type SearchableJob,
  type SearchFilters,
  type SearchHits,
  type SearchOrder,
} from './search-filters';
import { LiveCombinations } from './search-facets';
import {
  findHits,
  matcherOf,
  matchingRows,
  ScratchRows,
  type IndexParts,
  type Matcher,
  type Ranking,
} from './search-hits';
import { SearchRows } from './search-rows';
import { RowSkills } from './skill-facets';
import { RowOrder } from './row-order';
import { closestWord } from './did-you-mean';
import { placeKeysOf, understandLocation } from './places';
import { KeptTerms, textWords, understandText } from './search-text';
import type { Condition, Lookup } from './search-words';
import { rowsInEvery, TextMatches, type TextMatch } from './text-matches';
import { Postings } from './text-postings';

/** Adds `number` to the list kept under `key`. */
function listed(lists: Map<string, number[]>, key: string, number: number): void {
  const list = lists.get(key);
  if (list) list.push(number);
  else lists.set(key, [number]);
}

/** Corrections kept at once; the oldest goes first. */
const KEPT_CORRECTIONS = 256;

/**
 * The catalogue in memory for search, every status: which jobs hold each term of their texts
 * (search-text.ts), each skill as listed and by canonical id, and each place (places.ts), their filter values in flat arrays, and the jobs in the two orders a
 * search lists them (newest first; highest salary first). A search finds the jobs holding its texts
 * through the postings, tests the other filters on the arrays, and counts every match exactly with its
 * facets: no text is searched more than once per distinct value.
 */
export class SearchIndex implements ProjectionStore<SearchableJob> {
  /** Each row's job id and filter values (search-rows.ts). */
  private readonly rows = new SearchRows();
  private live = 0;
  /** The words of the jobs' titles, companies, locations and skills (search-text.ts). */
  private readonly terms = new Postings();
  /** Per text seen, its terms: titles, companies, locations and skills repeat across jobs. */
  private readonly termsOfText = new KeptTerms();
  /** Skills as listed (lower-cased), and per canonical skill id the numbers of the listed ones meaning it. */
  private readonly skills = new Postings();
  private readonly skillsById = new Map<string, number[]>();
  /** Locations as written, and per place key (places.ts) the numbers of the locations it is found in. */
  private readonly locations = new Postings();
  private readonly locationsByPlace = new Map<string, number[]>();
  /** Per search text, what it likely misspells; emptied by every change. */
  private readonly corrections = new Map<string, string | null>();
  /** Live rows newest first and highest salary first. */
  private readonly newest = new RowOrder(this.rows.compareNewest);
  private readonly highestSalary = new RowOrder(this.rows.compareSalary);
  /** Rows added since the orders were last made; false when a removal also needs them remade. */
  private unordered: number[] = [];
  private ordersCurrent = true;
  private readonly combinations = new LiveCombinations();
  /** Emptied by every change. */
  private readonly textMatches = new TextMatches();
  private readonly rowSkills = new RowSkills();
  private readonly rowCompanies = new RowCompanies();
  /** A search's matches while it counts them. */
  private readonly scratch = new ScratchRows();
  /** What `search-hits.ts` reads. */
  private readonly parts: IndexParts = {
    rows: this.rows,
    companies: this.rowCompanies,
    newest: this.newest,
    highestSalary: this.highestSalary,
    combinations: this.combinations,
  };
  /** Per seeker, emptied by every change like the text matches. */
  private readonly matchOrders = new MatchOrders();

  get size(): number {
    return this.live;
  }

  get replacedShare(): number {
    return this.rows.rowCount === 0 ? 0 : 1 - this.live / this.rows.rowCount;
  }

  upsert(job: SearchableJob): void {
    this.remove(job.id);
    const row = this.rows.add(job);
    for (const text of [job.title, job.company, job.location ?? '', ...job.skills]) {
      for (const term of this.termsOfText.of(text)) this.terms.add(term, row);
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

  private forgetAnswers(): void {
    this.textMatches.forget();
    this.rowSkills.forget();
    this.rowCompanies.forget();
    this.matchOrders.forget();
    this.corrections.clear();
  }

  remove(id: string): void {
    const row = this.rows.liveRow(id);
    if (row === undefined) return;
    this.count(row, -1);
    this.rowSkills.remove(row);
    this.rows.state[row] = 0;
    this.live--;
    this.ordersCurrent = false;
    this.forgetAnswers();
  }

  private order(): void {
    if (this.ordersCurrent && this.unordered.length === 0) return;
    const { isLive, rowCount } = this.rows;
    this.newest.merge(this.unordered, isLive, rowCount);
    this.highestSalary.merge(this.unordered, isLive, rowCount);
    this.unordered = [];
    this.ordersCurrent = true;
  }

  private count(row: number, change: 1 | -1): void {
    const { state, type, remote, category } = this.rows;
    this.combinations.change(state[row]!, type[row]!, remote[row]!, category[row]!, change);
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
    const { rows } = this;
    return this.textMatches.of(JSON.stringify(condition), rows, () =>
      condition.flatMap((lookups): ArrayLike<number>[] =>
        lookups.length === 1
          ? this.listsOf(lookups[0]!)
          : [rowsInEvery(lookups.map((lookup) => this.conditionMatch([[lookup]])))],
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
    // "Remote" in the location is the remote filter.
    const remoteWanted = place.remote ? true : filters.remote;
    return matcherOf(this.parts, filters, matches, remoteWanted, companyNumber);
  }

  /** The live rows in the order asked for, and how two rows compare in it. */
  private ranking(orderBy: SearchOrder): Ranking {
    if (orderBy === 'newest' || orderBy === 'salary') {
      const { rows, place } = orderBy === 'salary' ? this.highestSalary : this.newest;
      return { rows, before: (a, b) => place[a]! - place[b]!, place };
    }
    const { rows, scores } = this.matchOrders.of(
      orderBy,
      this.newest.rows,
      this.rows.rowCount,
      (ids, row) => {
        const ours = this.rows.ids.rowOfSame(ids, row);
        return ours === undefined || !this.rows.isLive(ours) ? undefined : ours;
      },
    );
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
    const allMatching = () => (matching ??= matchingRows(this.scratch, matcher, this.newest.rows));
    const key = JSON.stringify(filters);
    return {
      ...hits,
      skills: this.rowSkills.facets(key, filters.skills, this.skills, allMatching),
      company: this.rowCompanies.facets(key, filters.company, allMatching),
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
  private find(matcher: Matcher | null, orderBy: SearchOrder, limit: number) {
    return findHits(this.parts, this.scratch, matcher, () => this.ranking(orderBy), limit);
  }
}
