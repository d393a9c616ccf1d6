import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DefaultDeserializer, deserialize, serialize } from 'node:v8';
import type { DatabaseHandle } from '@skillmatch/db/client';
import { restoreField, storeFields, storeShape, type StoreKind } from './store-fields';

/**
 * An index's snapshot in PostgreSQL (tables `index_snapshots` and `index_snapshot_parts`, migration
 * 0037): a process that built an index from every row writes it with the change-log position it
 * reflects; a process that starts later reads it and catches up from the change log past that position,
 * instead of reading a million rows. Written part by part under a new generation, then made the last
 * one, so a reader sees a whole snapshot; one of another format (another build of the server, another
 * shape of the index) or too old for the change log to reach is never read.
 */

/** Raised when how a snapshot is written changes. */
const SNAPSHOT_VERSION = 2;
/** Bytes per part: parts are read one at a time, each well within a string node-postgres can hold. */
const PART_BYTES = 16 * 1024 * 1024;

/** What a projection snapshots: its name, and what the index holds besides data (store-fields.ts). */
export interface SnapshotKind extends StoreKind {
  name: string;
}

/**
 * Node's deserializer answers a typed array as a view into the bytes read when they are aligned, else as a
 * copy: the views kept each whole part alive beside the copies, 200 MB more at a million jobs than the
 * index held when built. Here each array is a copy with a buffer of its own, and the bytes read are let go.
 */
const { _readHostObject: readHostObject } = DefaultDeserializer.prototype as unknown as {
  _readHostObject(this: DefaultDeserializer): ArrayBufferView;
};
class OwnArrays extends DefaultDeserializer {
  _readHostObject(): unknown {
    const view = readHostObject.call(this);
    if (view instanceof DataView || Buffer.isBuffer(view)) return view;
    return (view as Uint8Array).slice();
  }
}

function deserializeOwned(bytes: Uint8Array): unknown {
  const deserializer = new OwnArrays(bytes);
  deserializer.readHeader();
  return deserializer.readValue();
}

/** Where a field is in a snapshot (its part 0 lists them in order): its parts and its length in bytes. */
interface FieldParts {
  path: string[];
  parts: number;
  bytes: number;
}

/** A place in the change log (change-log-projection.ts). */
export interface LogPosition {
  transactionId: string;
  seq: number;
}

let code: string | undefined;
/**
 * The running server's code: a snapshot made by other code is not read. Built, this module is part of the
 * one bundle, whose bytes say it; run from source (development, tests), every source file of the server and
 * the packages does, so that a change to how an index is made is never met by an older snapshot.
 */
function codeVersion(): string {
  if (code === undefined) {
    const here = fileURLToPath(import.meta.url);
    const hash = createHash('sha256');
    if (here.endsWith('.mjs')) hash.update(readFileSync(here));
    else {
      const root = path.resolve(path.dirname(here), '../../../..');
      for (const folder of ['apps/server/src', 'packages']) {
        for (const file of sourceFiles(path.join(root, folder))) hash.update(file).update(readFileSync(file));
      }
    }
    code = hash.digest('hex');
  }
  return code;
}

/** The TypeScript and JSON files under `folder`, in a fixed order, outside dependencies and builds. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|json)$/.test(file) && !/(^|\/)(node_modules|dist)\//.test(file))
    .sort()
    .map((file) => path.join(folder, file));
}

/** The format of an index made by `fresh`: the snapshot's version, the code's, and the index's shape. */
export function snapshotFormat(fresh: object, kind: SnapshotKind): string {
  return createHash('sha256')
    .update(`${SNAPSHOT_VERSION}\n${codeVersion()}\n${storeShape(fresh, kind)}`)
    .digest('hex');
}

/**
 * Writes `store`, as of `position` (read `positionAgeMs` ago), as the new last snapshot of its kind. The
 * store must not change meanwhile (one not in use yet): its fields are written one at a time, so no copy of
 * the whole is held.
 *
 * No transaction is held open while it is written. The catch-up of every process applies only the changes
 * of transactions older than every one still running (change-log-projection.ts), so one long transaction
 * that has written would keep every index from applying any change until it ended. Each part is instead a
 * statement of its own, under a generation no other writer uses; the head row is then switched to the new
 * generation in one more (unless a later generation got there first), and older generations' parts are
 * deleted. A reader's one read-only view keeps the generation it began with readable to its end.
 */
export async function writeSnapshot(
  database: DatabaseHandle,
  kind: SnapshotKind,
  format: string,
  store: object,
  position: LogPosition,
  positionAgeMs: () => number,
): Promise<void> {
  const { name } = kind;
  await database.apart('each alone', async (run) => {
    const [{ generation } = { generation: 0 }] = (await run(
      `select nextval('index_snapshot_generations')::float8 as generation`,
    )) as { generation: number }[];
    const addPart = (part: number, data: Uint8Array) =>
      run('insert into index_snapshot_parts (name, generation, part, data) values ($1, $2, $3, $4)', [
        name,
        generation,
        part,
        data,
      ]);
    const manifest: FieldParts[] = [];
    let part = 1;
    for (const field of storeFields(store, kind)) {
      const bytes = serialize(field.value);
      let parts = 0;
      for (let offset = 0; offset < bytes.length || parts === 0; offset += PART_BYTES, parts++) {
        await addPart(part++, bytes.subarray(offset, offset + PART_BYTES));
      }
      manifest.push({ path: field.path, parts, bytes: bytes.length });
    }
    await addPart(0, serialize(manifest));
    await run(
      `insert into index_snapshots (name, generation, format, transaction_id, seq, parts, taken_at)
       values ($1, $2, $3, $4::xid8, $5, $6, now() - make_interval(secs => $7))
       on conflict (name) do update set generation = excluded.generation, format = excluded.format,
         transaction_id = excluded.transaction_id, seq = excluded.seq, parts = excluded.parts,
         taken_at = excluded.taken_at
       where index_snapshots.generation < excluded.generation`,
      [name, generation, format, position.transactionId, position.seq, part, positionAgeMs() / 1000],
    );
    // This generation's parts too when a later one is the head; those of a writer that stopped midway.
    await run(
      `delete from index_snapshot_parts
       where name = $1 and generation < (select generation from index_snapshots where name = $1)`,
      [name],
    );
  });
}

/**
 * The last snapshot of `kind` read into `fresh`, with its position and age; undefined when there is none
 * of this format or it is older than `maxAgeMs` (the change log past it may be purged). Read in one
 * read-only view, so a generation that a writer replaces meanwhile stays whole to the end.
 */
export async function readSnapshot(
  database: DatabaseHandle,
  kind: SnapshotKind,
  format: string,
  fresh: object,
  maxAgeMs: number,
): Promise<{ position: LogPosition; ageMs: number } | undefined> {
  const { name } = kind;
  return database.apart('one view', async (read) => {
    const [head] = (await read(
      `select generation::float8 as generation, transaction_id::text as "transactionId", seq, parts,
         extract(epoch from now() - taken_at)::float8 * 1000 as "ageMs"
       from index_snapshots where name = $1 and format = $2`,
      [name, format],
    )) as unknown as (LogPosition & { generation: number; parts: number; ageMs: number })[];
    if (!head || head.ageMs > maxAgeMs) return undefined;
    // node-postgres reads a bytea as hex text, twice its size, decoded in JavaScript; base64 is a third
    // smaller and Node decodes it natively. PGlite answers the bytes.
    const data = database.kind === 'postgres' ? `encode(data, 'base64') as data` : 'data';
    const partAt = async (part: number) => {
      const [row] = await read(
        `select ${data} from index_snapshot_parts where name = $1 and generation = $2 and part = $3`,
        [name, head.generation, part],
      );
      if (!row) throw new Error(`The snapshot of the ${name} index misses its part ${part}`);
      return row.data as string | Uint8Array;
    };
    /** Writes a part into `into` at `offset`: base64 decoded straight there, without a buffer between. */
    const place = (data: string | Uint8Array, into: Buffer, offset: number) =>
      typeof data === 'string' ? into.write(data, offset, 'base64') : (into.set(data, offset), data.length);
    // Each part is asked for before the one before it is decoded, so PostgreSQL reads it meanwhile.
    const asked = new Map<number, Promise<string | Uint8Array>>();
    const take = (part: number) => {
      const taken = asked.get(part) ?? partAt(part);
      asked.delete(part);
      if (part + 1 < head.parts) {
        const next = partAt(part + 1);
        // Its failure is met when it is taken; one never taken (an earlier failure) is let go.
        next.catch(() => {});
        asked.set(part + 1, next);
      }
      return taken;
    };
    const first = await take(0);
    const manifestBytes = typeof first === 'string' ? Buffer.from(first, 'base64') : first;
    const manifest = deserialize(manifestBytes) as FieldParts[];
    let part = 1;
    for (const { path, parts, bytes } of manifest) {
      const field = Buffer.allocUnsafe(bytes);
      let filled = 0;
      for (let index = 0; index < parts; index++) filled += place(await take(part++), field, filled);
      if (filled !== bytes) {
        throw new Error(
          `The snapshot of the ${name} index has ${filled} bytes of ${path.join('.')}, not ${bytes}`,
        );
      }
      restoreField(fresh, { path, value: deserializeOwned(field) }, kind);
    }
    if (part !== head.parts) {
      throw new Error(`The snapshot of the ${name} index has ${head.parts} parts, not ${part}`);
    }
    return { position: { transactionId: head.transactionId, seq: head.seq }, ageMs: head.ageMs };
  });
}
