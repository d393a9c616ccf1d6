import { grownLength } from './growth';

/** Per row, a list of whole numbers, all in two flat arrays: no object per row, growing (growth.ts). */
export class RowLists {
  private start = new Int32Array(1024);
  private count = new Int32Array(1024);
  private values = new Int32Array(4096);
  private used = 0;

  /** Sets row `row`'s list; rows are set once each, in any order. */
  set(row: number, list: readonly number[]): void {
    if (row >= this.start.length) {
      const size = grownLength(this.start.length, row + 1);
      this.start = copied(this.start, size);
      this.count = copied(this.count, size);
    }
    if (this.used + list.length > this.values.length)
      this.values = copied(this.values, grownLength(this.values.length, this.used + list.length));
    this.start[row] = this.used;
    this.count[row] = list.length;
    for (const value of list) this.values[this.used++] = value;
  }

  /** Visits row `row`'s values in order, each with its place in the list. */
  forEach(row: number, visit: (value: number, place: number) => void): void {
    const start = this.start[row]!;
    for (let place = 0; place < this.count[row]!; place++) visit(this.values[start + place]!, place);
  }
}

function copied(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(size);
  larger.set(array);
  return larger;
}
