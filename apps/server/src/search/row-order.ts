/**
 * The search index's live rows in one order (newest first, or highest salary first), and each row's
 * place in it. New rows are merged in when the order is next needed; dead ones are dropped then.
 */
export class RowOrder {
  /** Live rows, in order. */
  rows = new Int32Array(0);
  /** Per row, its index in `rows` (meaningful for live rows only). */
  place = new Int32Array(0);

  constructor(private readonly compare: (a: number, b: number) => number) {}

  /** `rows`'s live rows merged with `added`, in order; `rowCount` sizes `place`. */
  merge(added: number[], isLive: (row: number) => boolean, rowCount: number): void {
    const kept = this.rows.filter(isLive);
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
    const place = new Int32Array(rowCount);
    result.forEach((row, index) => (place[row] = index));
    this.rows = result;
    this.place = place;
  }

  /** How many of the first rows pass `keep`, which holds for a prefix of the order. */
  prefix(keep: (row: number) => boolean): number {
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keep(this.rows[middle]!)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
