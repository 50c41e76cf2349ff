import type { Clock } from '../../src/server/clock.ts';

export interface TestClock extends Clock {
  advance(ms: number): void;
}

/** Real time plus however far a test has moved it forward. */
export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}
