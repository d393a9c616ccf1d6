/**
 * The search index's live slots in one order (newest first, or highest salary first), and each slot's
 * place in it. New slots are merged in when the order is next needed; dead ones are dropped then.
 */
export class SlotOrder {
  /** Live slots, in order. */
  slots = new Int32Array(0);
  /** Per slot, its index in `slots` (meaningful for live slots only). */
  place = new Int32Array(0);

  constructor(private readonly compare: (a: number, b: number) => number) {}

  /** `slots`'s live slots merged with `added`, in order; `slotCount` sizes `place`. */
  merge(added: number[], isLive: (slot: number) => boolean, slotCount: number): void {
    const kept = this.slots.filter(isLive);
    const fresh = added.filter(isLive).sort(this.compare);
    const result = new Int32Array(kept.length + fresh.length);
    let k = 0;
    let f = 0;
    for (let i = 0; i < result.length; i++) {
      result[i] =
        f >= fresh.length || (k < kept.length && this.compare(kept[k]!, fresh[f]!) <= 0)
          ? kept[k++]!
          : fresh[f++]!;
    }
    const place = new Int32Array(slotCount);
    result.forEach((slot, index) => (place[slot] = index));
    this.slots = result;
    this.place = place;
  }

  /** How many of the first slots pass `keep`, which holds for a prefix of the order. */
  prefix(keep: (slot: number) => boolean): number {
    let low = 0;
    let high = this.slots.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keep(this.slots[middle]!)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
