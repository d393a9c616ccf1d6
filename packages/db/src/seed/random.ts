/** A small seeded generator (mulberry32): the demo catalogue is the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (probability: number) => next() < probability,
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** One of `items`, each as likely as its weight's share of their sum. */
export function weighted<T>(
  random: Random,
  items: readonly T[],
  weightOf: (item: T, index: number) => number,
): T {
  if (items.length === 0) throw new Error('weighted draw from an empty list');
  const weights = items.map(weightOf);
  let roll = random.next() * weights.reduce((sum, weight) => sum + weight, 0);
  // Rounding can leave the roll just past the last weight: the last item takes it.
  return items.find((_, index) => (roll -= weights[index]!) < 0) ?? items.at(-1)!;
}
