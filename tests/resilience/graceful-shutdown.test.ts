import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/features/demo/demo.seed.ts';
import { createScratchDatabase, queryAsOwner, type ScratchDatabase } from '../support/scratch-database.ts';
import { killStartedServers, signInOver, startServer } from '../support/server-process.ts';

const PORT = Number(process.env.RESILIENCE_PORT ?? 5240) + 1;
const CLIENTS = 50;
const subdomain = 'acme';

interface Attempt {
  subject: string;
  sentAt: number;
  status?: number;
  retryAfter?: string | null;
  ticketId?: string;
  code?: string;
  error?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const figures: string[] = [];
afterAll(() => console.info(figures.join('\n')));

describe.each(['postgresql', 'pglite'] as const)('SIGTERM under load on %s', (engine) => {
  let scratch: ScratchDatabase;
  afterAll(async () => {
    killStartedServers();
    await scratch?.drop();
  });

  it('finishes the requests in flight, answers new ones 503 with Retry-After and exits within 10 s with the database closed', async () => {
    scratch = await createScratchDatabase({ engine });
    const settings = { port: PORT, ...scratch.location, env: { LOG_LEVEL: 'info' } };
    const server = await startServer(settings);
    const accessToken = await signInOver(server.url, { subdomain, email: 'alice@acme.test', password: DEMO_PASSWORD });
    const attempts: Attempt[] = [];
    let hasExited = false;
    void server.exited.then(() => {
      hasExited = true;
    });

    async function client(index: number): Promise<void> {
      for (let n = 0; !hasExited; n++) {
        const attempt: Attempt = { subject: `term-${index}-${n}`, sentAt: performance.now() };
        attempts.push(attempt);
        try {
          const response = await fetch(`${server.url}/api/tickets?subdomain=${subdomain}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${accessToken}`,
              'idempotency-key': `term-${index}-${n}`,
            },
            body: JSON.stringify({
              subject: `term-${index}-${n}`,
              description: 'shutdown',
              priority: 'low',
              customerName: 'Carla Customer',
            }),
          });
          attempt.status = response.status;
          attempt.retryAfter = response.headers.get('retry-after');
          const body = (await response.json()) as { id?: string; code?: string };
          attempt.ticketId = body.id;
          attempt.code = body.code;
        } catch (error) {
          attempt.error = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
          await pause(20);
        }
      }
    }

    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    await pause(3000);
    const signalledAt = performance.now();
    server.process.kill('SIGTERM');
    const exitCode = await server.exited;
    const exitMs = Math.round(performance.now() - signalledAt);
    await clients;

    // The requests the server had begun are those it answered after the signal with their usual 201; a request
    // still unread on a keep-alive connection when it closed is reset unprocessed (the client may resend it).
    const later = attempts.filter((attempt) => attempt.sentAt >= signalledAt - 1000);
    const finished = attempts.filter((attempt) => attempt.status === 201);
    const refused = attempts.filter((attempt) => attempt.status === 503);
    const unexpected = attempts.filter((attempt) => attempt.status !== undefined && attempt.status !== 201 && attempt.status !== 503);
    const stored = await queryAsOwner<{ title: string }>(scratch.location, `select title from tickets where title like 'term-%'`);
    const storedTitles = new Set(stored.map((row) => row.title));
    figures.push(
      `${engine}: SIGTERM exit in ${exitMs} ms (code ${exitCode}); answered 201 in the last second before or after the signal ${later.filter((a) => a.status === 201).length}, ` +
        `503 ${refused.length} (${[...new Set(refused.map((a) => a.code))].join(', ')}), not accepted ${later.filter((a) => a.error).length} ` +
        `(${[...new Set(later.map((a) => a.error).filter(Boolean))].join(', ')}); stored ${storedTitles.size} of ${finished.length} acknowledged`,
    );

    expect(exitCode).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect(server.output()).toMatch(/stopped on SIGTERM: requests finished and the database closed/);
    if ('dataDir' in scratch.location) expect(existsSync(join(scratch.location.dataDir, 'tandem.lock'))).toBe(false);
    expect(unexpected).toEqual([]);
    // The embedded database blocks the event loop while it works: requests sent meanwhile are still unread
    // when the connections close, and are reset rather than answered.
    if (engine === 'postgresql') expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((attempt) => attempt.retryAfter !== '1')).toEqual([]);
    // Every request begun was finished and answered: stored exactly when acknowledged.
    expect(finished.filter((attempt) => !storedTitles.has(attempt.subject))).toEqual([]);
    expect(attempts.filter((attempt) => attempt.status !== 201 && storedTitles.has(attempt.subject))).toEqual([]);
  }, 300_000);
});
