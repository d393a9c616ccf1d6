/**
 * An in-memory index's data as parts that `v8.serialize` can write, and back into a fresh instance
 * (index-snapshot.ts). The index's own fields and those of the objects it holds directly are written one
 * by one and restored into the instance `create()` makes, so what its constructor sets (functions bound to
 * it, the taxonomy it was given) stays as made. Objects of a class held inside arrays or maps (one
 * posting list per term) are written with their class's name and made again from `classes`.
 */

/** A class whose instances may sit inside the arrays and maps of an index. */
export type StoredClass = abstract new (...args: never[]) => object;

/** One field's path from the index, and its value. */
export interface StoreField {
  path: string[];
  value: unknown;
}

const CLASS = '$class';

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === Object.prototype || prototype === null;
};

/** Values `v8.serialize` writes as they are, walked through no further. */
const isData = (value: object) =>
  ArrayBuffer.isView(value) ||
  value instanceof ArrayBuffer ||
  value instanceof Date ||
  value instanceof RegExp;

const isOwnedObject = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Map) &&
  !(value instanceof Set) &&
  !isData(value) &&
  !isPlain(value);

/** A value held in a collection, with every class instance in it tagged by its class's name. */
function tagged(value: unknown, names: Map<object, string>): unknown {
  if (typeof value === 'function') throw new Error('A function cannot be kept in a snapshot');
  if (typeof value !== 'object' || value === null || isData(value)) return value;
  if (Array.isArray(value)) return value.map((item) => tagged(item, names));
  if (value instanceof Map) {
    // Most maps hold numbers and strings: kept as they are, without a copy.
    const plain = [...value.values()].every((item) => typeof item !== 'object' || item === null);
    return plain ? value : new Map([...value].map(([key, item]) => [key, tagged(item, names)]));
  }
  if (value instanceof Set) return value;
  const fields = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, tagged(item, names)]));
  if (isPlain(value)) return fields;
  const name = names.get(Object.getPrototypeOf(value) as object);
  if (name === undefined) throw new Error(`No class named for a ${value.constructor.name} in a snapshot`);
  return { [CLASS]: name, fields };
}

function untagged(value: unknown, classes: Map<string, object>): unknown {
  if (typeof value !== 'object' || value === null || isData(value) || value instanceof Set) return value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) value[index] = untagged(value[index], classes);
    return value;
  }
  if (value instanceof Map) {
    for (const [key, item] of value) {
      if (typeof item === 'object' && item !== null) value.set(key, untagged(item, classes));
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = untagged(record[key], classes);
  const name = record[CLASS];
  if (typeof name !== 'string') return record;
  const prototype = classes.get(name);
  if (prototype === undefined) throw new Error(`A snapshot holds an unknown class ${name}`);
  return Object.assign(Object.create(prototype) as object, record.fields);
}

const classNames = (classes: readonly StoredClass[]) =>
  new Map(classes.map((type) => [type.prototype as object, type.name]));

/** What a snapshot writes of an index besides its data. */
export interface StoreKind {
  /** The classes whose instances sit inside its arrays and maps. */
  classes: readonly StoredClass[];
  /**
   * Fields (dotted paths) left as a fresh instance makes them: what it is given (a taxonomy), and what
   * it works out again on demand (caches, scratch space).
   */
  fresh?: readonly string[];
}

/**
 * The index's fields, leaf by leaf: a field holding an object of a class is walked into (restored into
 * the fresh instance's object); functions are left to the fresh instance, as are the `fresh` fields.
 */
export function* storeFields(store: object, { classes, fresh = [] }: StoreKind): Generator<StoreField> {
  const names = classNames(classes);
  // One field at a time: a writer serialises each before the next is walked, so neither holds the process.
  function* walk(object: object, path: string[]): Generator<StoreField> {
    for (const [key, value] of Object.entries(object)) {
      if (typeof value === 'function' || fresh.includes([...path, key].join('.'))) continue;
      if (isOwnedObject(value)) yield* walk(value, [...path, key]);
      else yield { path: [...path, key], value: tagged(value, names) };
    }
  }
  yield* walk(store, []);
}

/** Sets a field read back from a snapshot on the fresh instance, making its class instances again. */
export function restoreField(store: object, field: StoreField, { classes }: StoreKind): void {
  const byName = new Map(classes.map((type) => [type.name, type.prototype as object]));
  let object = store as Record<string, unknown>;
  for (const key of field.path.slice(0, -1)) {
    const next = object[key];
    if (!isOwnedObject(next)) throw new Error(`A snapshot's field ${field.path.join('.')} has no place`);
    object = next as Record<string, unknown>;
  }
  object[field.path.at(-1)!] = untagged(field.value, byName);
}

/**
 * The shape of a fresh index: every field's path and kind. Part of a snapshot's format, so that a
 * snapshot of an index whose fields differ is never read into it.
 */
export function storeShape(store: object, kind: StoreKind): string {
  return [...storeFields(store, kind)]
    .map(({ path, value }) => {
      const kind =
        value === null || typeof value !== 'object' ? typeof value : (value as object).constructor.name;
      return `${path.join('.')}:${kind}`;
    })
    .join(',');
}
