import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTER_STEP_MS, useCountUp } from './use-count-up';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('useCountUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts from 0 to the number in 40 steps of 30 ms', () => {
    preferReducedMotion(false);
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), {
      initialProps: { target: undefined as number | undefined },
    });
    expect(result.current).toBe(0);
    rerender({ target: 10_000 });
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS));
    expect(result.current).toBe(250);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * 19));
    expect(result.current).toBe(5_000);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * 25));
    expect(result.current).toBe(10_000);
  });

  it('reaches a number smaller than its steps one at a time, and stays at 0 for 0', () => {
    preferReducedMotion(false);
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), {
      initialProps: { target: 0 },
    });
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * 5));
    expect(result.current).toBe(0);
    rerender({ target: 3 });
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * 2));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * 10));
    expect(result.current).toBe(3);
  });

  it('shows the number at once, without counting, for people who asked for reduced motion', () => {
    preferReducedMotion(true);
    const { result } = renderHook(() => useCountUp(136));
    expect(result.current).toBe(136);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS));
    expect(result.current).toBe(136);
  });
});
