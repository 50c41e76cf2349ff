/** One write a writer made: acknowledged once the server answered 201, whatever happened before. */
export interface Write {
  kind: 'ticket' | 'comment';
  /** Unique text in the ticket's title or the comment's content; also the Idempotency-Key. */
  marker: string;
  /** The created row's id, once acknowledged. */
  id?: string;
  ticketNumber?: string;
  /** Attempts, counting each retry after a connection error, a 503 or a 409 in flight. */
  attempts: number;
  outcome: 'acknowledged' | 'refused' | 'unresolved';
  /** The last refusal (status and body), for the assertion messages. */
  refusal?: string;
}

export interface WriterOptions {
  url: () => string;
  subdomain: string;
  accessToken: string;
  writers: number;
  /** Prefix of every marker, unique to the run. */
  runId: string;
  /** How long a write keeps retrying after the writers were told to stop. */
  settleMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Concurrent writers that create tickets and comment on the tickets they created, each write retried with
 * the same Idempotency-Key after a connection error, a 503 or a 409 (the first attempt still holds the key),
 * as a client that never knows whether its first attempt reached the database must.
 */
export function startWriters(options: WriterOptions) {
  const writes: Write[] = [];
  let isStopping = false;
  let stopDeadline = Number.POSITIVE_INFINITY;

  async function perform(write: Write, path: string, body: unknown): Promise<void> {
    for (;;) {
      write.attempts++;
      try {
        const response = await fetch(`${options.url()}${path}?subdomain=${options.subdomain}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.accessToken}`, 'idempotency-key': write.marker },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await response.text();
        if (response.status === 201) {
          const created = JSON.parse(text) as { id: string; ticketNumber?: string };
          write.id = created.id;
          write.ticketNumber = created.ticketNumber;
          write.outcome = 'acknowledged';
          return;
        }
        const isRetryable = response.status === 503 || (response.status === 409 && text.includes('idempotency_in_flight'));
        write.refusal = `${response.status} ${text.slice(0, 300)}`;
        if (!isRetryable) {
          write.outcome = 'refused';
          return;
        }
      } catch {
        // The server was killed under the request: whether it was written is unknown until a retry answers.
      }
      if (Date.now() > stopDeadline) return;
      await pause(100 + Math.random() * 200);
    }
  }

  async function writer(index: number): Promise<void> {
    const mine: string[] = [];
    for (let n = 0; !isStopping; n++) {
      const marker = `${options.runId}-w${index}-${n}`;
      const ticketId = mine.length > 0 && Math.random() < 0.5 ? mine[Math.floor(Math.random() * mine.length)] : undefined;
      const write: Write = { kind: ticketId ? 'comment' : 'ticket', marker, attempts: 0, outcome: 'unresolved' };
      writes.push(write);
      if (ticketId) await perform(write, `/api/tickets/${ticketId}/comments`, { content: marker });
      else {
        await perform(write, '/api/tickets', {
          subject: marker,
          description: 'crash safety',
          priority: 'medium',
          customerName: 'Carla Customer',
        });
        if (write.id) mine.push(write.id);
      }
    }
  }

  const running = Promise.all(Array.from({ length: options.writers }, (_, index) => writer(index)));
  return {
    writes,
    acknowledgedCount: () => writes.filter((write) => write.outcome === 'acknowledged').length,
    /** Lets each writer finish the write in hand (retrying for at most settleMs) and start no other. */
    stop: async () => {
      isStopping = true;
      stopDeadline = Date.now() + options.settleMs;
      await running;
      return writes;
    },
  };
}
