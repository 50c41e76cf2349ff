import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue.ts';

describe('the embedded database’s work queue (decision 094)', () => {
  it('runs work one at a time in arrival order, giving the event loop back once a pass has run 10 ms of it', async () => {
    let now = 0;
    const queue = createWorkQueue(() => now);
    const events: string[] = [];
    const works = [1, 2, 3].map((n) =>
      queue.run(async () => {
        events.push(`start ${n}`);
        await Promise.resolve();
        now += 6;
        events.push(`end ${n}`);
        // Stands for what the event loop has to do besides: accept a connection, read a request.
        setImmediate(() => events.push(`between ${n}`));
      }),
    );
    expect(queue.waiting()).toBe(2);
    await Promise.all(works);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'between 1', 'between 2', 'start 3', 'end 3']);
    expect(queue.waiting()).toBe(0);
  });

  it('expects a newcomer to wait the queue’s length times the mean turn, or the oldest’s wait if longer', async () => {
    let now = 0;
    const queue = createWorkQueue(() => now);
    // Sixteen turns of 160 ms bring the mean (1/16 smoothing from 0) to about 102 ms.
    for (let turn = 0; turn < 16; turn += 1)
      await queue.run(async () => {
        now += 160;
      });
    const mean = 160 * (1 - (15 / 16) ** 16);
    expect(queue.expectedWaitMs()).toBe(0);

    let release = () => {};
    const holder = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = [queue.run(async () => {}), queue.run(async () => {})];
    expect(queue.waiting()).toBe(2);
    expect(queue.expectedWaitMs()).toBeCloseTo(2 * mean);
    now += 1000;
    expect(queue.expectedWaitMs()).toBe(1000);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all([holder, ...waiting]);
    expect(queue.waiting()).toBe(0);
  });

  it('passes the turn on after work that fails', async () => {
    const queue = createWorkQueue();
    const failing = queue.run(() => Promise.reject(new Error('failed')));
    const next = queue.run(async () => 'ran');
    await expect(failing).rejects.toThrow('failed');
    await expect(next).resolves.toBe('ran');
    expect(queue.waiting()).toBe(0);
  });
});
