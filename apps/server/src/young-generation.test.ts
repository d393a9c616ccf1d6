import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { capYoungGeneration } from './young-generation';

const newSpaceBytes = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_size;

/** Short-lived objects made fast, as a busy server makes them, with turns of the event loop between. */
async function churn(): Promise<void> {
  const kept: { at: number; text: string }[] = [];
  for (let turn = 0; turn < 40; turn++) {
    for (let at = 0; at < 50_000; at++) {
      kept.push({ at, text: `entry ${at}` });
      if (kept.length > 100_000) kept.length = 0;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('capYoungGeneration', () => {
  let release: (() => void) | undefined;
  afterEach(() => {
    release?.();
    setFlagsFromString('--semi-space-growth-factor=2');
  });

  it('keeps the young generation from growing past its limit under a high allocation rate', async () => {
    const limit = 5 * 1024 * 1024;
    const before = newSpaceBytes();
    release = capYoungGeneration(limit);
    await churn();
    expect(newSpaceBytes()).toBeLessThanOrEqual(Math.max(before, limit));
  });
});
