import { and, asc, gt, ne, sql } from 'drizzle-orm';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import type { Database } from './client';
import { canonicalSkillColumns } from './job-skills';
import { jobs } from './schema/jobs';
import { profiles } from './schema/profiles';

const BATCH = 1000;

/**
 * Rewrites the canonical skill ids of jobs and profiles written with another taxonomy version (or
 * before there was one), so that a new taxonomy applies to everything already stored. Returns how many
 * rows changed; when nothing is stale it costs one read per table.
 */
export async function renormaliseSkills(db: Database): Promise<number> {
  let changed = 0;
  for (const [table, key, keyType] of [
    [jobs, jobs.id, sql`uuid`],
    [profiles, profiles.userId, sql`text`],
  ] as const) {
    let after: string | null = null;
    for (;;) {
      const rows: { key: string; skills: string[] }[] = await db
        .select({ key, skills: table.skills })
        .from(table)
        .where(and(ne(table.skillTaxonomy, taxonomy.version), after === null ? undefined : gt(key, after)))
        .orderBy(asc(key))
        .limit(BATCH);
      if (rows.length === 0) break;
      const updates = rows.map((row) => ({ key: row.key, ids: canonicalSkillColumns(row.skills).skillIds }));
      // One statement per batch: the write triggers on jobs run once, not once per row.
      await db.execute(sql`
        update ${table} set skill_ids = array(select jsonb_array_elements_text(v.ids)), skill_taxonomy = ${taxonomy.version}
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(key ${keyType}, ids jsonb)
        where ${key} = v.key`);
      changed += rows.length;
      after = rows.at(-1)!.key;
    }
  }
  return changed;
}
