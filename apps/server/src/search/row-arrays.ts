import { grown, widenedToHold } from '@skillmatch/matching/growth';

/** An array of whole numbers (0 and up) at least `length` long that can hold `value` (growth.ts). */
export function grownToHold(
  array: Uint16Array | Int32Array,
  length: number,
  value: number,
): Uint16Array | Int32Array {
  return grown(widenedToHold(array, value), length);
}

/** A set of the rows below `rowCount`, one bit each, with none in it yet. */
export const noMembers = (rowCount: number) => new Uint32Array((rowCount + 31) >>> 5);

export const isMember = (member: Uint32Array, row: number) => (member[row >>> 5]! & (1 << (row & 31))) !== 0;

export function addMember(member: Uint32Array, row: number): void {
  member[row >>> 5]! |= 1 << (row & 31);
}

/** The set of `rows`, each below `rowCount`. */
export function membersOf(rows: ArrayLike<number>, rowCount: number): Uint32Array {
  const member = noMembers(rowCount);
  for (let index = 0; index < rows.length; index++) addMember(member, rows[index]!);
  return member;
}
