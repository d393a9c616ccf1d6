/** A kept answer, marked as the most recently kept: `remember` forgets the least recently asked first. */
export function remembered<T>(kept: Map<string, T>, key: string): T | undefined {
  const answer = kept.get(key);
  if (answer !== undefined) {
    kept.delete(key);
    kept.set(key, answer);
  }
  return answer;
}

/**
 * Keeps an answer not kept yet, first forgetting the one kept longest ago when `limit` are (read through
 * `remembered`, the least recently asked; read with the map's own `get`, the oldest).
 */
export function remember<T>(kept: Map<string, T>, key: string, answer: T, limit: number): T {
  if (kept.size >= limit) kept.delete(kept.keys().next().value!);
  kept.set(key, answer);
  return answer;
}
