// Latency at a fixed request rate (an open-loop load): requests start at evenly spaced times whatever the answers
// before them, and each latency runs from the time its request was due, so a server falling behind shows as
// latency rather than as fewer requests sent. autocannon's `overallRate` is not used for this: it lets each
// connection send its quota of a second back to back from the second's start, a burst at full load every second.
import http from 'node:http';
import type { Options } from 'autocannon';

export interface RateFigures {
  /** The rate asked for, in requests per second. */
  rate: number;
  /** Answers per second, counting the answers to the requests due in the measured seconds. */
  answeredPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** How late the load generator itself sent its requests (p99, ms): when high, it, not the server, fell behind. */
  sendLateP99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface PlainRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** The next request of an autocannon request description: its one request template, with `setupRequest` applied. */
function nextRequestOf(request: Options): PlainRequest {
  const template = request.requests?.[0];
  const plain = {
    method: template?.method ?? request.method ?? 'GET',
    headers: { ...request.headers, ...template?.headers },
    body: template?.body ?? request.body,
  };
  return template?.setupRequest ? { ...plain, ...template.setupRequest(plain) } : plain;
}

export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * Sends `rate` requests a second for `leadIn` seconds (not counted: connections open, the client warms up) and then
 * `seconds` seconds, over at most `connections` keep-alive connections; a request due while all are busy waits
 * for one, and that wait counts in its latency.
 */
export async function measureAtRate(
  request: Options,
  { rate, seconds, leadIn = 1, connections }: { rate: number; seconds: number; leadIn?: number; connections: number },
): Promise<RateFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const total = Math.max(1, Math.floor(rate * (leadIn + seconds)));
  const firstCounted = Math.floor(rate * leadIn);
  const latencies: number[] = [];
  const sendLateness: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let finished = 0;
  const startedAt = performance.now();
  await new Promise<void>((resolve) => {
    const settle = (index: number, dueAt: number, statusCode: number | null) => {
      finished += 1;
      if (index >= firstCounted) {
        if (statusCode === null) errors += 1;
        else {
          latencies.push(performance.now() - dueAt);
          if (statusCode < 200 || statusCode > 299) non2xx += 1;
        }
      }
      if (finished === total) resolve();
    };
    const send = (index: number, dueAt: number) => {
      if (index >= firstCounted) sendLateness.push(performance.now() - dueAt);
      const { method, headers, body } = nextRequestOf(request);
      // A request and its response may both report an error: count each request once.
      let isSettled = false;
      const settleOnce = (statusCode: number | null) => {
        if (!isSettled) settle(index, dueAt, statusCode);
        isSettled = true;
      };
      const outgoing = http.request(request.url, { method, headers, agent, timeout: 10_000 }, (response) => {
        response.resume();
        response.once('end', () => settleOnce(response.statusCode ?? 0));
        response.once('error', () => settleOnce(null));
      });
      outgoing.once('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.once('error', () => settleOnce(null));
      outgoing.end(body);
    };
    const sendDue = () => {
      const due = Math.min(total, Math.floor((performance.now() - startedAt) / interval) + 1);
      for (; sent < due; sent += 1) send(sent, startedAt + sent * interval);
      if (sent < total) setTimeout(sendDue, Math.max(0, startedAt + sent * interval - performance.now()));
    };
    sendDue();
  });
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    rate,
    answeredPerSecond: latencies.length / ((performance.now() - startedAt) / 1000 - leadIn),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    sendLateP99: percentile(Float64Array.from(sendLateness).sort(), 0.99),
    requests: latencies.length,
    non2xx,
    errors,
  };
}
