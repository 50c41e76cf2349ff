/** Weight of the latest turn in the mean time a turn takes: about the last sixteen turns count. */
const SMOOTHING = 1 / 16;
/** Turns that start within this many ms of the first in a pass of the event loop run in that pass; later ones wait for the next. */
const SLICE_MS = 10;

/**
 * Work that must run one at a time (the embedded database's transactions), in the order it arrives, with what
 * load shedding needs to know of the queue in front of it (decision 094).
 */
export interface WorkQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Work waiting for its turn now. */
  waiting(): number;
  /**
   * How long work queued now would wait, in milliseconds: the queue's length times the mean time a turn has
   * taken lately, or the time the oldest has waited so far if that is longer (a turn far slower than the mean).
   */
  expectedWaitMs(): number;
}

export function createWorkQueue(now: () => number = () => performance.now()): WorkQueue {
  const waiters: { since: number; start: () => void }[] = [];
  let isBusy = false;
  let meanTurnMs = 0;
  let sliceStartedAt = Number.NEGATIVE_INFINITY;

  function startNext(): void {
    const next = waiters.shift();
    isBusy = next !== undefined;
    if (!next) return;
    if (now() - sliceStartedAt < SLICE_MS) {
      next.start();
      return;
    }
    // The next turn in a later pass of the event loop: in between, connections are accepted and requests read, so
    // that requests wait here, counted and bounded, rather than unread in the kernel (decision 094).
    setImmediate(() => {
      sliceStartedAt = now();
      next.start();
    });
  }

  return {
    async run(work) {
      await new Promise<void>((start) => {
        waiters.push({ since: now(), start });
        if (!isBusy) startNext();
      });
      const startedAt = now();
      try {
        return await work();
      } finally {
        meanTurnMs += (now() - startedAt - meanTurnMs) * SMOOTHING;
        startNext();
      }
    },
    waiting: () => waiters.length,
    expectedWaitMs: () => {
      const oldest = waiters[0];
      if (!oldest) return 0;
      return Math.max(waiters.length * meanTurnMs, now() - oldest.since);
    },
  };
}
