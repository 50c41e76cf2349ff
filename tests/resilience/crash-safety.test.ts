import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/features/demo/demo.seed.ts';
import { createScratchDatabase, queryAsOwner, type ScratchDatabase } from '../support/scratch-database.ts';
import { killStartedServers, type RunningServer, signInOver, startServer } from '../support/server-process.ts';
import { startWriters, type Write } from '../support/writers.ts';

const PORT = Number(process.env.RESILIENCE_PORT ?? 5240);
const KILLS = Number(process.env.RESILIENCE_KILLS ?? 20);
const WRITERS = 50;
const subdomain = 'acme';
const email = 'alice@acme.test';

function tally(writes: Write[], kind: Write['kind']) {
  const ofKind = writes.filter((write) => write.kind === kind);
  return {
    acknowledged: ofKind.filter((write) => write.outcome === 'acknowledged').length,
    unresolved: ofKind.filter((write) => write.outcome === 'unresolved').length,
    refused: ofKind.filter((write) => write.outcome === 'refused').map((write) => write.refusal),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const figures: string[] = [];
afterAll(() => console.info(figures.join('\n')));

describe.each(['postgresql', 'pglite'] as const)('crash safety on %s', (engine) => {
  let scratch: ScratchDatabase;
  afterAll(async () => {
    killStartedServers();
    await scratch?.drop();
  });

  it(`keeps every acknowledged write, once, through ${KILLS} SIGKILLs under ${WRITERS} writers`, async () => {
    scratch = await createScratchDatabase({ engine });
    const settings = { port: PORT, ...scratch.location };
    let server: RunningServer = await startServer(settings);
    const accessToken = await signInOver(server.url, { subdomain, email, password: DEMO_PASSWORD });
    const runId = `crash-${engine}-${Date.now()}`;
    const writers = startWriters({ url: () => server.url, subdomain, accessToken, writers: WRITERS, runId, settleMs: 90_000 });

    const restartTimes: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      // Under load for a while, so that the kill lands in the middle of requests and transactions.
      const acknowledgedBefore = writers.acknowledgedCount();
      const loadUntil = Date.now() + 400 + Math.random() * 800;
      while (Date.now() < loadUntil || writers.acknowledgedCount() < acknowledgedBefore + 10) await pause(20);
      server.process.kill('SIGKILL');
      await server.exited;
      if (engine === 'pglite') expect(existsSync(join((scratch.location as { dataDir: string }).dataDir, 'tandem.lock'))).toBe(true);
      // The restarted process must take over the lock left behind and open the database without repair.
      server = await startServer(settings);
      expect(server.output()).not.toMatch(/\b(error|in another process|corrupt)/i);
      restartTimes.push(server.startedInMs);
    }
    await pause(1000);
    const writes = await writers.stop();

    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const tickets = await queryAsOwner<{ id: string; title: string; ticket_number: string; organization_id: string }>(
      scratch.location,
      `select id, title, ticket_number, organization_id from tickets where title like '${runId}-%'`,
    );
    const comments = await queryAsOwner<{ id: string; content: string }>(
      scratch.location,
      `select id, content from ticket_comments where content like '${runId}-%'`,
    );
    const numbers = await queryAsOwner<{ ticket_number: string; copies: number }>(
      scratch.location,
      'select ticket_number, count(*)::int as copies from tickets group by organization_id, ticket_number having count(*) > 1',
    );

    const stored = new Map<string, string[]>();
    for (const row of [
      ...tickets.map((ticket) => ({ marker: ticket.title, id: ticket.id })),
      ...comments.map((c) => ({ marker: c.content, id: c.id })),
    ]) {
      stored.set(row.marker, [...(stored.get(row.marker) ?? []), row.id]);
    }
    const acknowledged = writes.filter((write) => write.outcome === 'acknowledged');
    const lost = acknowledged.filter((write) => !stored.get(write.marker)?.includes(write.id ?? ''));
    const duplicated = [...stored.entries()].filter(([, ids]) => ids.length > 1);
    const ticketTally = tally(writes, 'ticket');
    const commentTally = tally(writes, 'comment');
    const retried = writes.filter((write) => write.attempts > 1).length;
    figures.push(
      `${engine}: ${KILLS} SIGKILLs survived; tickets acknowledged ${ticketTally.acknowledged}, comments acknowledged ${commentTally.acknowledged}, ` +
        `lost ${lost.length}, duplicated ${duplicated.length}, unresolved ${ticketTally.unresolved + commentTally.unresolved}, ` +
        `writes retried ${retried}, duplicate ticket numbers ${numbers.length}, restart ${Math.min(...restartTimes)}-${Math.max(...restartTimes)} ms`,
    );

    expect(ticketTally.refused, 'no write refused').toEqual([]);
    expect(commentTally.refused, 'no write refused').toEqual([]);
    expect(ticketTally.unresolved + commentTally.unresolved, 'every write answered in the end').toBe(0);
    expect(acknowledged.length).toBeGreaterThan(KILLS * 10);
    expect(
      lost.map((write) => write.marker),
      'acknowledged writes lost',
    ).toEqual([]);
    expect(
      duplicated.map(([marker]) => marker),
      'writes stored twice',
    ).toEqual([]);
    expect(numbers, 'ticket numbers given twice').toEqual([]);
    // A write stored but never acknowledged would mean a retry was answered without it.
    expect(stored.size).toBe(acknowledged.length);
  }, 600_000);
});
