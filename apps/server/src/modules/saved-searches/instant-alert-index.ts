import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '@skillmatch/db/client';
import { savedSearchChanges, savedSearches } from '@skillmatch/db/schema/saved-searches';
import { deleteBefore } from '@skillmatch/db/delete-before';
import { savedQuerySchema, type SavedQuery } from '@skillmatch/shared/schemas/saved-searches';
import {
  ChangeLogProjection,
  type ProjectionStore,
  type SearchableJob,
  type SearchFilters,
} from '../../search';
import { filtersOf } from '../jobs/search-jobs';
import { alertKeys, conditionAlternatives, jobKeys, SEEKER_KEY } from './alert-keys';
import type { StoredQuery } from './saved-query';

/** An instant alert that may send, as each process holds it. */
export interface InstantAlert {
  id: string;
  name: string;
  userId: string | null;
  email: string | null;
  query: StoredQuery;
  minMatch: number | null;
}

/** An instant alert row as the index reads it. */
export interface InstantAlertRow extends InstantAlert {
  frequency: string;
  paused: boolean;
  confirmed: boolean;
  matchKeys: string[] | null;
  matchConditions: string[] | null;
}

/** An alert held: its key numbers, and its search's number (alerts with the same search share it). */
interface HeldAlert {
  alert: InstantAlert;
  search: number;
  keys: number[];
  /** Each other condition as its number of alternatives followed by their key numbers. */
  conditions: Int32Array;
}

/** A job's candidate: the alert and its search's filters (null: a query the job list no longer takes). */
export interface SearchCandidate {
  alert: InstantAlert;
  search: number;
  filters: SearchFilters | null;
}

let matchPeopleVersions = 0;

/**
 * Every instant alert that may send, in memory, by the keys of alert-keys.ts: a published job finds its
 * candidates by the keys it carries and their other conditions, instead of asking the database, which
 * returned thousands of rows for a broad job. Keys, alerts and searches are numbered, so that testing
 * thousands of candidates is array reads rather than string lookups. Match alerts without a search are
 * held by person: whether one finds a job is the person's score for it. Key and search numbers are not
 * reused: alerts change seldom, and their keys and searches repeat.
 */
export class InstantAlertIndex implements ProjectionStore<InstantAlertRow> {
  private readonly keyNumbers = new Map<string, number>();
  /** Per key number, the slots of the alerts keyed by it. */
  private readonly keyed: number[][] = [];
  private readonly slots: (HeldAlert | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  /** Match alerts without a search by person, and each one's person. */
  private readonly matchAlertsByPerson = new Map<string, Map<string, InstantAlert>>();
  private readonly matchAlertOwners = new Map<string, string>();
  /** Searches by their query's text, each parsed once. */
  private readonly searchNumbers = new Map<string, number>();
  private readonly searches: (SavedQuery | null)[] = [];
  /** Each search's filters, for the day they were made on (a "posted within" filter counts from today). */
  private filtersDay = Number.NaN;
  private filters: (SearchFilters | undefined)[] = [];
  /** Marks of the job being matched: its keys and the alerts already seen (equal to `stamp`). */
  private stamp = 0;
  private carried: Uint32Array<ArrayBuffer> = new Uint32Array(0);
  private seen: Uint32Array<ArrayBuffer> = new Uint32Array(0);

  /** Changes when a person joins the people with a match alert (unique across indexes). */
  matchPeopleVersion = ++matchPeopleVersions;

  get size(): number {
    return this.slotOf.size + this.matchAlertOwners.size;
  }

  /** Entries are replaced in place: nothing is left behind. */
  readonly replacedShare = 0;

  upsert(row: InstantAlertRow): void {
    this.remove(row.id);
    const { id, name, userId, email, query, minMatch } = row;
    const alert = { id, name, userId, email, query, minMatch };
    // Keys written before the keying rule changed are emptied (saved-searches.ts): made here instead.
    const keyed =
      row.matchKeys === null
        ? alertKeys(alert)
        : { keys: row.matchKeys, conditions: row.matchConditions ?? [] };
    if (keyed.keys.includes(SEEKER_KEY) && userId) {
      let alerts = this.matchAlertsByPerson.get(userId);
      if (!alerts) {
        this.matchAlertsByPerson.set(userId, (alerts = new Map()));
        this.matchPeopleVersion = ++matchPeopleVersions;
      }
      alerts.set(id, alert);
      this.matchAlertOwners.set(id, userId);
      return;
    }
    const slot = this.freeSlots.pop() ?? this.slots.length;
    const keys = keyed.keys.map((key) => this.keyNumber(key));
    const conditions: number[] = [];
    for (const alternatives of conditionAlternatives(keyed.conditions)) {
      conditions.push(alternatives.length, ...alternatives.map((key) => this.keyNumber(key)));
    }
    this.slots[slot] = {
      alert,
      search: this.searchNumber(query),
      keys,
      conditions: Int32Array.from(conditions),
    };
    this.slotOf.set(id, slot);
    for (const key of keys) this.keyed[key]!.push(slot);
  }

  remove(id: string): void {
    const owner = this.matchAlertOwners.get(id);
    if (owner !== undefined) {
      this.matchAlertOwners.delete(id);
      const alerts = this.matchAlertsByPerson.get(owner)!;
      alerts.delete(id);
      if (alerts.size === 0) this.matchAlertsByPerson.delete(owner);
    }
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    for (const key of this.slots[slot]!.keys) {
      const slots = this.keyed[key]!;
      slots.splice(slots.indexOf(slot), 1);
    }
    this.slots[slot] = undefined;
    this.freeSlots.push(slot);
  }

  /**
   * The search alerts a job may belong to: those keyed by a key it carries that meet their other
   * conditions, each with its search's filters as of `today`. Each still has to be checked by its search.
   */
  searchCandidates(job: SearchableJob, today: number): SearchCandidate[] {
    const stamp = this.nextStamp();
    const carriedNumbers: number[] = [];
    for (const key of jobKeys(job)) {
      const number = this.keyNumbers.get(key);
      if (number === undefined) continue;
      this.carried[number] = stamp;
      carriedNumbers.push(number);
    }
    const candidates: SearchCandidate[] = [];
    for (const key of carriedNumbers) {
      for (const slot of this.keyed[key]!) {
        if (this.seen[slot] === stamp) continue;
        this.seen[slot] = stamp;
        const held = this.slots[slot]!;
        if (!this.meets(held.conditions, stamp)) continue;
        candidates.push({
          alert: held.alert,
          search: held.search,
          filters: this.filtersOf(held.search, today),
        });
      }
    }
    return candidates;
  }

  /** The people with a match alert without a search, and those alerts by id. */
  matchAlerts(): ReadonlyMap<string, ReadonlyMap<string, InstantAlert>> {
    return this.matchAlertsByPerson;
  }

  /** Whether the job marked with `stamp` carries a key of each condition. */
  private meets(conditions: Int32Array, stamp: number): boolean {
    for (let at = 0; at < conditions.length;) {
      const end = at + 1 + conditions[at]!;
      let met = false;
      for (let key = at + 1; key < end && !met; key++) met = this.carried[conditions[key]!] === stamp;
      if (!met) return false;
      at = end;
    }
    return true;
  }

  private nextStamp(): number {
    if (this.carried.length < this.keyed.length) this.carried = grown(this.carried, this.keyed.length);
    if (this.seen.length < this.slots.length) this.seen = grown(this.seen, this.slots.length);
    return ++this.stamp;
  }

  private keyNumber(key: string): number {
    let number = this.keyNumbers.get(key);
    if (number === undefined) {
      number = this.keyed.length;
      this.keyNumbers.set(key, number);
      this.keyed.push([]);
    }
    return number;
  }

  private searchNumber(query: StoredQuery): number {
    const text = JSON.stringify(query);
    let number = this.searchNumbers.get(text);
    if (number === undefined) {
      number = this.searches.length;
      this.searchNumbers.set(text, number);
      const parsed = savedQuerySchema.safeParse(query);
      this.searches.push(parsed.success ? parsed.data : null);
    }
    return number;
  }

  private filtersOf(search: number, today: number): SearchFilters | null {
    const parsed = this.searches[search];
    if (!parsed) return null;
    if (today !== this.filtersDay) {
      this.filters = [];
      this.filtersDay = today;
    }
    return (this.filters[search] ??= filtersOf({ ...parsed, page: 1 }, today));
  }
}

/** `array` in a larger copy (twice the length needed), its values kept. */
function grown(array: Uint32Array<ArrayBuffer>, length: number): Uint32Array<ArrayBuffer> {
  const larger = new Uint32Array(length * 2);
  larger.set(array);
  return larger;
}

const INSTANT_SENDING = sql`${savedSearches.frequency} = 'instant' and not ${savedSearches.paused} and ${savedSearches.confirmedAt} is not null`;

/**
 * This process's instant alerts, a `ChangeLogProjection` of `saved_searches` kept current from their
 * change log (`saved_search_changes`): a job published in any process finds the alerts saved, changed,
 * paused or deleted in any other.
 */
export class CatalogueInstantAlerts extends ChangeLogProjection<
  InstantAlertRow,
  InstantAlertRow,
  InstantAlertIndex
> {
  constructor(database: DatabaseHandle) {
    super(database, {
      changeLog: {
        table: savedSearches,
        id: savedSearches.id,
        log: 'saved_search_changes',
        logKey: 'saved_search_id',
        channel: 'skillmatch_alerts',
      },
      columns: {
        id: savedSearches.id,
        name: savedSearches.name,
        userId: savedSearches.userId,
        email: savedSearches.email,
        query: sql<StoredQuery>`${savedSearches.query}`.as('query'),
        minMatch: savedSearches.minMatch,
        frequency: savedSearches.frequency,
        paused: savedSearches.paused,
        confirmed: sql<boolean>`${savedSearches.confirmedAt} is not null`.as('confirmed'),
        matchKeys: savedSearches.matchKeys,
        matchConditions: savedSearches.matchConditions,
      },
      // One condition for both, so an alert read again from the change log is held exactly when a build would.
      scope: INSTANT_SENDING,
      holds: (row) => row.frequency === 'instant' && !row.paused && row.confirmed,
      create: () => new InstantAlertIndex(),
      entry: (row) => row,
    });
  }
}

/** Deletes the alerts' change log written before `before` (the hourly purge): how many rows. */
export async function purgeAlertChanges(db: Database, before: SQL): Promise<number> {
  return deleteBefore(db, savedSearchChanges, savedSearchChanges.changedAt, before);
}

/**
 * Of the people `userId` names, those with an instant match alert without a search (or one not keyed
 * yet): a condition PostgreSQL checks by its index of alerts by person, a superset of the index's
 * (`matchAlerts`), which has the last word.
 */
export const withInstantMatchAlert = (userId: PgColumn): SQL =>
  sql`${userId} in (select ${savedSearches.userId} from ${savedSearches}
    where ${savedSearches.frequency} = 'instant' and ${savedSearches.minMatch} is not null
      and (${savedSearches.matchKeys} = '{${sql.raw(SEEKER_KEY)}}' or ${savedSearches.matchKeys} is null))`;
