import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '@skillmatch/db/client';
import { profileChanges, profiles } from '@skillmatch/db/schema/profiles';
import { deleteBefore } from '@skillmatch/db/delete-before';
import type { MatchSeeker } from '@skillmatch/matching/match-input';
import { ChangeLogProjection, type ProjectionStore } from '../../search';
import { seekerFromProfile } from '../matching/seeker';

/** A profile as matching reads it: the person, their skills' ids and what their score is made of. */
export interface HeldProfile {
  id: string;
  skillIds: readonly string[];
  seeker: MatchSeeker;
}

interface HeldProfileRow {
  id: string;
  skills: string[];
  skillIds: string[];
  preferences: unknown;
}

const columns = {
  id: profiles.userId,
  skills: profiles.skills,
  skillIds: profiles.skillIds,
  preferences: sql<unknown>`${profiles.data} -> 'jobPreferences'`.as('preferences'),
};

const heldProfileOf = (row: HeldProfileRow): HeldProfile => ({
  id: row.id,
  skillIds: row.skillIds,
  seeker: seekerFromProfile({ ...row, data: { jobPreferences: row.preferences } }),
});

/**
 * Some people's profiles in memory, by person and by skill id, so that a job finds the people holding one
 * of its skills without asking the database. A person known to have no profile is held as such, so that
 * they are not asked for again.
 */
export class ProfileStore implements ProjectionStore<HeldProfile> {
  private readonly byPerson = new Map<string, HeldProfile | null>();
  private readonly bySkill = new Map<string, Set<string>>();

  /** Entries are replaced in place: nothing is left behind. */
  readonly replacedShare = 0;

  get size(): number {
    return this.byPerson.size;
  }

  upsert(profile: HeldProfile): void {
    this.unlink(profile.id);
    this.byPerson.set(profile.id, profile);
    for (const skillId of profile.skillIds) {
      let people = this.bySkill.get(skillId);
      if (!people) this.bySkill.set(skillId, (people = new Set()));
      people.add(profile.id);
    }
  }

  remove(userId: string): void {
    this.unlink(userId);
    this.byPerson.delete(userId);
  }

  /** Whether the person is held, with a profile or known to have none. */
  has(userId: string): boolean {
    return this.byPerson.has(userId);
  }

  heldAsNone(userId: string): void {
    this.unlink(userId);
    this.byPerson.set(userId, null);
  }

  seekerOf(userId: string): MatchSeeker | undefined {
    return this.byPerson.get(userId)?.seeker;
  }

  /** The people held who have one of `skillIds` and whom `among` picks. */
  holding(skillIds: Iterable<string>, among: (userId: string) => boolean): Set<string> {
    const found = new Set<string>();
    for (const skillId of skillIds) {
      for (const userId of this.bySkill.get(skillId) ?? []) if (among(userId)) found.add(userId);
    }
    return found;
  }

  private unlink(userId: string): void {
    for (const skillId of this.byPerson.get(userId)?.skillIds ?? []) {
      const people = this.bySkill.get(skillId);
      people?.delete(userId);
      if (people?.size === 0) this.bySkill.delete(skillId);
    }
  }
}

/**
 * The profiles of the people some feature scores often (job alerts: those with an instant match alert),
 * a `ChangeLogProjection` of `profiles` kept current from their change log (`profile_changes`): built
 * from the people `scope` picks, then holding whoever is asked for (`hold`), each read once and
 * then followed, so a profile changed in any process is scored as it is now.
 */
export class HeldProfiles extends ChangeLogProjection<HeldProfileRow, HeldProfile, ProfileStore> {
  /** The store and the people last made sure of, so that the same question is not asked again. */
  private assured: { store: ProfileStore; people: number } | null = null;

  constructor(database: DatabaseHandle, scope: (userId: PgColumn) => SQL) {
    let store: ProfileStore | null = null;
    super(database, {
      changeLog: {
        table: profiles,
        id: profiles.userId,
        log: 'profile_changes',
        logKey: 'user_id',
        channel: 'skillmatch_profiles',
        idType: 'text',
      },
      columns,
      scope: scope(profiles.userId),
      // A changed profile is read again for the people held; others are read when first asked for.
      holds: (row) => store?.has(row.id) ?? false,
      create: () => (store = new ProfileStore()),
      entry: heldProfileOf,
    });
  }

  /**
   * Makes the store (this projection's `current()`) hold every one of `people` and `also`, reading those
   * not held yet. `version` names the set of `people`: asked again with the same version and store, they
   * are not looked through again.
   */
  async hold(
    store: ProfileStore,
    people: { every: Iterable<string>; version: number; also: Iterable<string> },
  ): Promise<void> {
    const assured = this.assured?.store === store && this.assured.people === people.version;
    const missing = new Set<string>();
    for (const userId of assured ? [] : people.every) if (!store.has(userId)) missing.add(userId);
    for (const userId of people.also) if (!store.has(userId)) missing.add(userId);
    const reading = [...missing];
    for (let start = 0; start < reading.length; start += READ_BATCH) {
      const batch = reading.slice(start, start + READ_BATCH);
      const rows = await this.database.db
        .select(columns)
        .from(profiles)
        .where(inArray(profiles.userId, batch));
      for (const row of rows) store.upsert(heldProfileOf(row));
      for (const userId of batch) if (!store.has(userId)) store.heldAsNone(userId);
    }
    this.assured = { store, people: people.version };
  }
}

const READ_BATCH = 5_000;

/** Deletes the profiles' change log written before `before` (the hourly purge): how many rows. */
export async function purgeProfileChanges(db: Database, before: SQL): Promise<number> {
  return deleteBefore(db, profileChanges, profileChanges.changedAt, before);
}
