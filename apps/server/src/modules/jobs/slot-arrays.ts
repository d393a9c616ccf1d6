/** A per-slot array at least `length` long: `array` itself while it is, else a copy at least twice as long. */
export function grown<T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(
  array: T,
  length: number,
): T {
  if (length <= array.length) return array;
  const larger = new (array.constructor as new (length: number) => T)(Math.max(length, array.length * 2));
  larger.set(array);
  return larger;
}

/** A set of the slots below `slotCount`, one bit each, with none in it yet. */
export const noMembers = (slotCount: number) => new Uint32Array((slotCount + 31) >>> 5);

export const isMember = (member: Uint32Array, slot: number) =>
  (member[slot >>> 5]! & (1 << (slot & 31))) !== 0;

export function addMember(member: Uint32Array, slot: number): void {
  member[slot >>> 5]! |= 1 << (slot & 31);
}

/** The set of `slots`, each below `slotCount`. */
export function membersOf(slots: ArrayLike<number>, slotCount: number): Uint32Array {
  const member = noMembers(slotCount);
  for (let index = 0; index < slots.length; index++) addMember(member, slots[index]!);
  return member;
}
