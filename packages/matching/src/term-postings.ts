/** One term's jobs: slot numbers and the term's weighted count in each, growing by doubling. */
export class TermPostings {
  slots = new Int32Array(4);
  counts = new Uint8Array(4);
  size = 0;

  push(slot: number, count: number): void {
    if (this.size === this.slots.length) {
      const slots = new Int32Array(this.size * 2);
      slots.set(this.slots);
      this.slots = slots;
      const counts = new Uint8Array(this.size * 2);
      counts.set(this.counts);
      this.counts = counts;
    }
    this.slots[this.size] = slot;
    this.counts[this.size++] = count;
  }
}
