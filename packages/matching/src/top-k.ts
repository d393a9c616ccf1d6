/** Up to this many best rows are kept by insertion; more (a deep page) by one sort at the end. */
const INSERTION_LIMIT = 64;

/**
 * The best `size` rows offered, best first, by `better`. For a page's worth, a row no better than the
 * worst kept is turned away with one comparison, so offering n rows costs about n comparisons.
 */
export class TopK {
  private kept: number[] = [];
  private sorted = true;

  constructor(
    private readonly size: number,
    private readonly better: (a: number, b: number) => boolean,
  ) {}

  offer(row: number): void {
    const { kept } = this;
    if (this.size <= 0) return;
    if (this.size > INSERTION_LIMIT) {
      kept.push(row);
      this.sorted = false;
      return;
    }
    if (kept.length === this.size && !this.better(row, kept[kept.length - 1]!)) return;
    let at = kept.length;
    while (at > 0 && this.better(row, kept[at - 1]!)) at--;
    kept.splice(at, 0, row);
    if (kept.length > this.size) kept.pop();
  }

  get rows(): number[] {
    if (!this.sorted) {
      this.kept.sort((a, b) => (this.better(a, b) ? -1 : 1));
      this.kept.length = Math.min(this.kept.length, this.size);
      this.sorted = true;
    }
    return this.kept;
  }
}
