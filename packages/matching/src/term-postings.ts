import { grownLength } from './growth';

/** One term's jobs: row numbers and the term's weighted count in each, growing (growth.ts). */
export class TermPostings {
  rows = new Int32Array(4);
  counts = new Uint8Array(4);
  size = 0;

  push(row: number, count: number): void {
    if (this.size === this.rows.length) {
      const length = Math.max(4, grownLength(this.size, this.size + 1));
      const rows = new Int32Array(length);
      rows.set(this.rows);
      this.rows = rows;
      const counts = new Uint8Array(length);
      counts.set(this.counts);
      this.counts = counts;
    }
    this.rows[this.size] = row;
    this.counts[this.size++] = count;
  }

  /** Where the first entry of `row` or a later one is (rows are added in increasing order). */
  firstFrom(row: number): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.rows[middle]! < row) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
