// Throughput and latency of the ticket API under load, against a bare Fastify route and a bare primary-key
// query on the same machine, on PGlite (100k tickets, one organization) and PostgreSQL (1M tickets, 1,000 organizations).
// Each call is measured at saturation and then at a fixed rate of half the requests per second it reached, with
// the app's and PostgreSQL's CPU per answer. On PostgreSQL it also runs the real server (src/server/main.ts) with
// WEB_CONCURRENCY = 1 and 2 and reports the ticket list's throughput ratio.
//   node bench/run.ts [--engine all|pglite|postgresql] [--quick] [--duration 10] [--connections 50]
//   [--no-process-counts] skips the real servers' runs.
//   [--only create,counts] runs only the calls whose names contain one of the words, beside the bare route.
//   [--compare <git-ref>] runs the calls on the ref (before) and on this tree (after) in the order A B A B.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Options } from 'autocannon';
import type { Engine } from '../src/server/db/client.ts';
import { freePort } from '../tests/support/free-port.ts';
import { postgresServerUrl } from './bench-postgres.ts';
import { measureAtRate, percentile, type RateFigures } from './fixed-rate-load.ts';
import {
  COMMON_WORD,
  CREATED_TITLE_PREFIX,
  type DatasetLocation,
  type DatasetSize,
  ensureDataset,
  RARE_COMMENT_WORD,
  RARE_WORD,
  RARE_WORD_TICKETS,
} from './generate-data.ts';
import { clusterCpuReaderOf, cpuMillisecondsOf } from './process-cpu.ts';
import type { BenchTargets } from './serve.ts';

const { values: flags } = parseArgs({
  options: {
    engine: { type: 'string', default: 'all' },
    quick: { type: 'boolean', default: false },
    tickets: { type: 'string' },
    organizations: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string', default: '50' },
    'deep-pages': { type: 'string' },
    'process-counts': { type: 'boolean', default: true },
    only: { type: 'string' },
    compare: { type: 'string' },
  },
  allowNegative: true,
});
const isQuick = flags.quick;
const duration = Number(flags.duration ?? (isQuick ? 5 : 10));
const warmup = Number(flags.warmup ?? (isQuick ? 2 : 3));
const connections = Number(flags.connections);
const deepPages = Number(flags['deep-pages'] ?? (isQuick ? 20 : 200));
const sizes: Record<Engine, DatasetSize> = isQuick
  ? { pglite: { tickets: 20_000, organizations: 1 }, postgresql: { tickets: 100_000, organizations: 100 } }
  : { pglite: { tickets: 100_000, organizations: 1 }, postgresql: { tickets: 1_000_000, organizations: 1000 } };
const onlyWords = flags.only?.toLowerCase().split(',').filter(Boolean) ?? [];
/** Whether a call is run: every call without --only; with it, the bare route (the ratios' base) and the calls it names. */
const isChosen = (name: string) =>
  onlyWords.length === 0 || name === 'bare Fastify hello' || onlyWords.some((word) => name.toLowerCase().includes(word));
const root = fileURLToPath(new URL('..', import.meta.url));
/** `npm start`'s Node flags (decisions 090, 098), so that the servers measured are the ones deployed. */
const serverNodeFlags = ['--max-semi-space-size=16', '--v8-pool-size=1'];

interface Target {
  name: string;
  request: Options;
  /** The issue's targets for this call on PostgreSQL, checked against the measured figures. */
  goals?: Goal[];
  /** Measured at saturation only. */
  isSaturationOnly?: boolean;
}

interface Goal {
  label: string;
  isMet: (figures: Measured, all: Map<string, Measured>) => boolean;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** A call's figures at saturation, its CPU per answer then, and its latency at a fixed rate after. */
interface Measured extends Figures {
  /** Milliseconds of CPU the app's process spent per answer at saturation. */
  appCpuPerRequest: number;
  /** The same for the PostgreSQL cluster; NaN on PGlite (it runs in the app's process) or a cluster elsewhere. */
  postgresCpuPerRequest: number;
  /** Null for a call measured at saturation only. */
  atRate: RateFigures | null;
}

/** One autocannon run; latencies are recorded per response because autocannon reports no p95. */
function measure(request: Options, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  let non2xx = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...request, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      const sorted = Float64Array.from(latencies).sort();
      resolve({
        requestsPerSecond: result.requests.average,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
        requests: latencies.length,
        non2xx,
        errors: result.errors,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) non2xx += 1;
    });
  });
}

/** The servers of bench/serve.ts in the tree at `tree` (this one, or the ref's checkout when comparing). */
async function startServers(
  location: DatasetLocation,
  tree = root,
): Promise<{ targets: BenchTargets; pid: number | undefined; stop: () => Promise<void> }> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (location.engine === 'pglite') env.BENCH_DATA_DIR = location.dataDir;
  else env.BENCH_TARGET_DATABASE_URL = location.databaseUrl;
  const server = spawn(process.execPath, [...serverNodeFlags, join(tree, 'bench/serve.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const firstLine = new Promise<string>((resolve, reject) => {
    createInterface({ input: server.stdout }).once('line', resolve);
    void exited.then((code) => reject(new Error(`the servers stopped before starting (exit code ${code})`)));
  });
  const targets = JSON.parse(await firstLine) as BenchTargets;
  return {
    targets,
    pid: server.pid,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** The real server with `processes` server processes on the data set, resolved once every process is ready. */
async function startRealServer(databaseUrl: string, servers: BenchTargets, processes: number) {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: String(processes),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: servers.publicUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
  };
  const server = spawn(process.execPath, [...serverNodeFlags, fileURLToPath(new URL('../src/server/main.ts', import.meta.url))], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const exited = new Promise<unknown>((resolve) => server.once('exit', resolve));
  let ready = 0;
  for await (const line of createInterface({ input: server.stdout })) {
    if (line.includes('is ready') && ++ready === processes) break;
  }
  if (ready < processes) throw new Error(`the server with WEB_CONCURRENCY=${processes} stopped before it was ready`);
  server.stdout.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      // The primary stops its workers; the group is ended too in case one outlived it.
      server.kill('SIGTERM');
      await exited;
      try {
        process.kill(-(server.pid as number), 'SIGKILL');
      } catch {}
    },
  };
}

/**
 * Throughput of the ticket list's first page on the real server with one and with two server processes,
 * in the order 1, 2, 2, 1 so that a machine getting busier or quieter meanwhile weighs on both alike.
 */
async function measureProcessCounts(databaseUrl: string, servers: BenchTargets) {
  const headers = { authorization: `Bearer ${servers.accessToken}`, 'x-tenant-subdomain': servers.subdomain };
  const runs: { processes: number; figures: Figures }[] = [];
  for (const processes of [1, 2, 2, 1]) {
    const server = await startRealServer(databaseUrl, servers, processes);
    try {
      const request = { url: `${server.url}/api/tickets?limit=50`, headers };
      await measure(request, warmup);
      runs.push({ processes, figures: await measure(request, duration) });
    } finally {
      await server.stop();
    }
  }
  const meanOf = (processes: number) => {
    const rates = runs.filter((run) => run.processes === processes).map((run) => run.figures.requestsPerSecond);
    return rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
  };
  const ratio = meanOf(2) / meanOf(1);
  console.log('\nticket list, first page, on the real server (src/server/main.ts) with WEB_CONCURRENCY=N, runs in the order 1, 2, 2, 1:');
  for (const { processes, figures } of runs) {
    console.log(
      `  N = ${processes}: ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s, p50 ${milliseconds(figures.p50)} ms, p99 ${milliseconds(figures.p99)} ms, failed ${figures.non2xx + figures.errors}`,
    );
  }
  console.log(
    `  N = 2 / N = 1: ${ratio.toFixed(2)}x (means of ${meanOf(2).toFixed(0)} and ${meanOf(1).toFixed(0)} req/s) on ${cpus().length} CPUs ` +
      `shared with the load generator and PostgreSQL (load average ${loadavg()[0]?.toFixed(2)})`,
  );
  const isEveryAnswer2xx = runs.every(({ figures }) => figures.non2xx + figures.errors === 0 && figures.requests > 0);
  return { runs, ratio, isEveryAnswer2xx };
}

function targetsOf(servers: BenchTargets, deepCursor: string): Target[] {
  const headers = { authorization: `Bearer ${servers.accessToken}`, 'x-tenant-subdomain': servers.subdomain };
  const api = (path: string): Options => ({ url: `${servers.appUrl}${path}`, headers });
  let created = 0;
  // The issue's targets at half capacity; a search is not held to the reads' p99, which would leave its own p95 target moot.
  const readP99: Goal = { label: 'p99 <= 25 ms at half', isMet: (figures) => (figures.atRate?.p99 ?? Number.NaN) <= 25 };
  return [
    // The two bases are measured at saturation only: half their rates is more than the load generator sends on two cores.
    { name: 'bare Fastify hello', request: { url: servers.helloUrl }, isSaturationOnly: true },
    { name: servers.primaryKeyLabel, request: { url: servers.primaryKeyUrl }, isSaturationOnly: true },
    {
      name: 'ticket list, first page',
      request: api('/api/tickets?limit=50'),
      goals: [readP99],
    },
    {
      name: `ticket list, page ${deepPages + 1} (keyset)`,
      request: api(`/api/tickets?limit=50&cursor=${deepCursor}`),
      goals: [
        {
          label: 'p50 <= 1.2x first page',
          isMet: (figures, all) => figures.p50 <= 1.2 * (all.get('ticket list, first page')?.p50 ?? Number.NaN),
        },
        readP99,
      ],
    },
    {
      name: 'summary counts',
      request: api('/api/tickets/summary'),
      goals: [readP99],
    },
    {
      name: `search, rare word (${RARE_WORD_TICKETS} tickets)`,
      request: api(`/api/tickets?limit=50&search=${RARE_WORD}`),
      goals: [{ label: 'p95 <= 50 ms at half', isMet: (figures) => (figures.atRate?.p95 ?? Number.NaN) <= 50 }],
    },
    {
      name: `search, rare word in comments (${RARE_WORD_TICKETS} tickets)`,
      request: api(`/api/tickets?limit=50&search=${RARE_COMMENT_WORD}`),
      goals: [{ label: 'p95 <= 50 ms at half', isMet: (figures) => (figures.atRate?.p95 ?? Number.NaN) <= 50 }],
    },
    {
      name: 'search, common word (1 in 4 tickets)',
      request: api(`/api/tickets?limit=50&search=${COMMON_WORD}`),
      goals: [{ label: 'p95 <= 150 ms at half', isMet: (figures) => (figures.atRate?.p95 ?? Number.NaN) <= 150 }],
    },
    { name: 'ticket detail, 50 comments', request: api(`/api/tickets/${servers.detailTicketId}`), goals: [readP99] },
    {
      name: 'create ticket (notifies 10 agents)',
      request: {
        url: `${servers.appUrl}/api/tickets`,
        requests: [
          {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            setupRequest: (request) => {
              created += 1;
              const subject = `${CREATED_TITLE_PREFIX} ${process.pid}-${created}`;
              const body = { subject, description: 'The export stops halfway.', priority: 'medium', customerId: servers.customerId };
              return { ...request, body: JSON.stringify(body) };
            },
          },
        ],
      },
    },
  ];
}

/** The cursor after walking `pages` pages of the list, as a user paging far back would hold it. */
async function deepCursorOf(servers: BenchTargets): Promise<string> {
  const headers = { authorization: `Bearer ${servers.accessToken}`, 'x-tenant-subdomain': servers.subdomain };
  let cursor: string | null = null;
  for (let page = 0; page < deepPages; page += 1) {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const response = await fetch(`${servers.appUrl}/api/tickets?limit=50${query}`, { headers });
    if (!response.ok) throw new Error(`listing page ${page + 1} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`the list ended after ${page + 1} pages; use fewer --deep-pages`);
    cursor = body.nextCursor;
  }
  if (!cursor) throw new Error('--deep-pages must be at least 1');
  return cursor;
}

/** A figure right-aligned in `width`, or a dash where there is none (PostgreSQL's CPU on PGlite). */
const cell = (value: number, width: number, digits = 0) => (Number.isNaN(value) ? '-' : value.toFixed(digits)).padStart(width);
const milliseconds = (value: number) => cell(value, 8, 1);
const failuresOf = (figures: Measured) => figures.non2xx + figures.errors + (figures.atRate?.non2xx ?? 0) + (figures.atRate?.errors ?? 0);
/** Under 95% of the rate asked for, the load generator or the server fell behind and the latencies include the backlog. */
const isRateReached = ({ atRate }: Measured) => !atRate || atRate.answeredPerSecond >= 0.95 * atRate.rate;

type Servers = Awaited<ReturnType<typeof startServers>>;
type Row = ReturnType<typeof report>['rows'][number];

/**
 * Each chosen call at saturation, then at a fixed rate: the one `rates` gives for it, else half the requests per
 * second it reached. The CPU per answer is taken over the saturation run.
 */
async function measureCalls(servers: Servers, readPostgresCpu: (() => number) | null, rates?: Map<string, number>) {
  const deepCursor = isChosen('ticket list, page (keyset)') ? await deepCursorOf(servers.targets) : '';
  const targets = targetsOf(servers.targets, deepCursor).filter((target) => isChosen(target.name));
  const all = new Map<string, Measured>();
  const headers = { authorization: `Bearer ${servers.targets.accessToken}`, 'x-tenant-subdomain': servers.targets.subdomain };
  // Requests still queued for the database when a run ends would slow the next call's run: wait until a
  // request is answered about as fast as on an idle server again.
  let quickest = Number.POSITIVE_INFINITY;
  const drain = async () => {
    const deadline = performance.now() + 120_000;
    for (;;) {
      const startedAt = performance.now();
      const response = await fetch(`${servers.targets.appUrl}/api/tickets/${servers.targets.detailTicketId}`, { headers });
      // A 503 is the app shedding load (http/load-shedding.ts): it is still busy with the run.
      if (response.status === 503 && performance.now() < deadline) {
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      if (!response.ok) throw new Error(`the app answered ${response.status} after a run`);
      await response.arrayBuffer();
      const took = performance.now() - startedAt;
      quickest = Math.min(quickest, took);
      if (took <= 2 * quickest + 50 || performance.now() > deadline) return;
    }
  };
  const postgresCpu = () => readPostgresCpu?.() ?? Number.NaN;
  await drain();
  for (const target of targets) {
    const warm = await measure(target.request, warmup);
    await drain();
    const appBefore = cpuMillisecondsOf(servers.pid);
    const postgresBefore = postgresCpu();
    const figures = await measure(target.request, duration);
    const appCpuPerRequest = (cpuMillisecondsOf(servers.pid) - appBefore) / figures.requests;
    const postgresCpuPerRequest = (postgresCpu() - postgresBefore) / figures.requests;
    await drain();
    const rate = rates?.get(target.name) ?? Math.max(1, figures.requestsPerSecond / 2);
    // Twice the saturation run's connections, so that a slow moment does not cap the rate at the connections' pace.
    const atRate = target.isSaturationOnly
      ? null
      : await measureAtRate(target.request, { rate, seconds: duration, connections: 2 * connections });
    if (atRate) await drain();
    all.set(target.name, {
      ...figures,
      non2xx: warm.non2xx + figures.non2xx,
      errors: warm.errors + figures.errors,
      appCpuPerRequest,
      postgresCpuPerRequest,
      atRate,
    });
  }
  return { targets, all };
}

/** Prints the table of one run of the calls and checks the targets (on PostgreSQL). */
function report(engine: Engine, targets: Target[], all: Map<string, Measured>) {
  const baseline = all.get('bare Fastify hello')?.requestsPerSecond ?? Number.NaN;
  const isChecked = engine === 'postgresql';
  let isEveryGoalMet = true;
  let isEveryAnswer2xx = true;
  const rows = targets.map((target) => {
    const figures = all.get(target.name) as Measured;
    const goals = (target.goals ?? []).map((goal) => ({ label: goal.label, isMet: goal.isMet(figures, all) }));
    if (isChecked && goals.some((goal) => !goal.isMet)) isEveryGoalMet = false;
    if (failuresOf(figures) > 0 || figures.requests === 0 || figures.atRate?.requests === 0) isEveryAnswer2xx = false;
    const cpuPerRequest = figures.appCpuPerRequest + (isChecked ? figures.postgresCpuPerRequest : 0);
    return { target: target.name, ...figures, cpuPerRequest, ratioToBare: figures.requestsPerSecond / baseline, goals };
  });
  const width = Math.max(...rows.map((row) => row.target.length));
  console.log(
    `${''.padEnd(width)}  ${'at saturation'.padEnd(42)}  ${'CPU ms per answer'.padEnd(22)}  at a fixed rate of half the saturation's`,
  );
  console.log(
    `${'call'.padEnd(width)}  ${'req/s'.padStart(7)}  ratio   p50 ms  p95 ms  p99 ms  ${'app'.padStart(6)} ${'pg'.padStart(6)} ${'total'.padStart(6)}  ` +
      `${'req/s'.padStart(7)}   p50 ms  p95 ms  p99 ms  max ms  failed  targets`,
  );
  for (const row of rows) {
    const verdicts = row.goals.map((goal) => `${goal.label}: ${isChecked ? (goal.isMet ? 'PASS' : 'FAIL') : 'not checked on PGlite'}`);
    const { atRate } = row;
    if (atRate && !isRateReached(row)) {
      const late = `the load generator's sends p99 ${atRate.sendLateP99.toFixed(0)} ms late`;
      verdicts.unshift(`rate not reached: ${atRate.answeredPerSecond.toFixed(0)} answered/s, ${late}`);
    }
    console.log(
      `${row.target.padEnd(width)}  ${cell(row.requestsPerSecond, 7)}  ${row.ratioToBare.toFixed(3)}${milliseconds(row.p50)}${milliseconds(row.p95)}${milliseconds(row.p99)}  ` +
        `${cell(row.appCpuPerRequest, 6, 3)} ${cell(row.postgresCpuPerRequest, 6, 3)} ${cell(row.cpuPerRequest, 6, 3)}  ` +
        `${cell(atRate?.rate ?? Number.NaN, 7)}${[atRate?.p50, atRate?.p95, atRate?.p99, atRate?.max].map((value) => milliseconds(value ?? Number.NaN)).join('')}` +
        `  ${String(failuresOf(row)).padStart(6)}  ${verdicts.join('; ')}`,
    );
  }
  if (!isEveryAnswer2xx) {
    const failing = rows.filter((row) => failuresOf(row) > 0 || row.requests === 0).map((row) => row.target);
    console.error(`\nFAILED on ${engine}: answers that were not 2xx, errors, timeouts or no answer at all from: ${failing.join('; ')}`);
  }
  return { rows, isEveryGoalMet, isEveryAnswer2xx };
}

const resultsDir = fileURLToPath(new URL('./results', import.meta.url));

function writeResults(name: string, results: object): void {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = `${resultsDir}/${name}-${stamp}.json`;
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, loadAverage: loadavg(), node: process.version };
  writeFileSync(file, `${JSON.stringify({ ...results, connections, duration, warmup, deepPages, machine }, null, 2)}\n`);
  console.log(`results written to ${file}`);
}

const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();

/**
 * Before and after: the chosen calls on a checkout of `ref` (A) and on this tree (B), in the order A B A B so that
 * a machine getting busier or quieter meanwhile weighs on both alike. Every run uses the fixed rates of the first,
 * so that latencies compare at the same load. Both trees run on the same data set and node_modules.
 */
async function compareWith(ref: string, engine: Engine, location: DatasetLocation, readPostgresCpu: (() => number) | null) {
  const before = git('rev-parse', '--verify', `${ref}^{commit}`);
  const after = `${git('rev-parse', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
  const tree = mkdtempSync(join(tmpdir(), 'tandem-bench-before-'));
  git('worktree', 'add', '--detach', tree, before);
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  try {
    const runs: { side: 'before' | 'after'; rows: Row[]; loadAverage: number }[] = [];
    let rates: Map<string, number> | undefined;
    let isEveryAnswer2xx = true;
    for (const [index, side] of (['before', 'after', 'before', 'after'] as const).entries()) {
      const loadAverage = loadavg()[0] ?? Number.NaN;
      console.log(
        `\nrun ${index + 1} of 4, ${side}: ${side === 'before' ? `${ref} (${before})` : `this tree (${after})`}; load average ${loadAverage.toFixed(2)}`,
      );
      const servers = await startServers(location, side === 'before' ? tree : root);
      try {
        const { targets, all } = await measureCalls(servers, readPostgresCpu, rates);
        rates ??= new Map([...all].map(([name, figures]) => [name, figures.atRate?.rate ?? Number.NaN]));
        const reported = report(engine, targets, all);
        isEveryAnswer2xx &&= reported.isEveryAnswer2xx;
        runs.push({ side, rows: reported.rows, loadAverage });
      } finally {
        await servers.stop();
      }
    }
    printComparison(runs);
    writeResults(`${engine}-compare`, { engine, before: { ref, commit: before }, after, runs });
    return isEveryAnswer2xx;
  } finally {
    rmSync(join(tree, 'node_modules'));
    git('worktree', 'remove', '--force', tree);
  }
}

function printComparison(runs: { side: 'before' | 'after'; rows: Row[] }[]) {
  const sideOf = (side: 'before' | 'after') => runs.filter((run) => run.side === side);
  const names = runs[0]?.rows.map((row) => row.target) ?? [];
  const width = Math.max(...names.map((name) => name.length));
  const both = (side: 'before' | 'after', name: string, value: (row: Row) => number, digits: number) =>
    sideOf(side)
      .map((run) => cell(value(run.rows.find((row) => row.target === name) as Row), 0, digits))
      .join(', ')
      .padStart(14);
  console.log('\nbefore and after, the two runs of each (CPU: app and PostgreSQL per answer at saturation):');
  console.log(
    `${'call'.padEnd(width)}  ${'req/s before'.padStart(14)}  ${'req/s after'.padStart(14)}  after/before  ${'rate req/s'.padStart(10)}  ` +
      `${'p99 ms before'.padStart(14)}  ${'p99 ms after'.padStart(14)}  ${'CPU ms before'.padStart(14)}  ${'CPU ms after'.padStart(14)}`,
  );
  for (const name of names) {
    const meanOf = (side: 'before' | 'after') => {
      const rates = sideOf(side).map((run) => run.rows.find((row) => row.target === name)?.requestsPerSecond ?? Number.NaN);
      return rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
    };
    const rate = runs[0]?.rows.find((row) => row.target === name)?.atRate?.rate ?? Number.NaN;
    console.log(
      `${name.padEnd(width)}  ${both('before', name, (row) => row.requestsPerSecond, 0)}  ${both('after', name, (row) => row.requestsPerSecond, 0)}  ` +
        `${`${(meanOf('after') / meanOf('before')).toFixed(2)}x`.padStart(12)}  ${cell(rate, 10)}  ` +
        `${both('before', name, (row) => row.atRate?.p99 ?? Number.NaN, 1)}  ${both('after', name, (row) => row.atRate?.p99 ?? Number.NaN, 1)}  ` +
        `${both('before', name, (row) => row.cpuPerRequest, 2)}  ${both('after', name, (row) => row.cpuPerRequest, 2)}`,
    );
  }
}

async function runEngine(engine: Engine, serverUrl: string | undefined): Promise<boolean> {
  const size = sizes[engine];
  const chosen = {
    tickets: Number(flags.tickets ?? size.tickets),
    organizations: Number(flags.organizations ?? size.organizations),
  };
  const location = await ensureDataset({ engine, ...chosen, serverUrl });
  // PGlite runs inside the app's process, whose CPU already counts its work.
  const readPostgresCpu = location.engine === 'postgresql' ? await clusterCpuReaderOf(location.databaseUrl) : null;
  console.log(
    `\n${engine}: ${chosen.tickets} tickets in ${chosen.organizations} organizations; ${connections} connections, ` +
      `${warmup} s warm-up and ${duration} s per call, then ${duration} s at half its rate; ` +
      `load average ${loadavg()[0]?.toFixed(2)} on ${cpus().length} CPUs`,
  );
  if (location.engine === 'postgresql' && !readPostgresCpu) {
    console.log('the PostgreSQL cluster is not a process of this machine: its CPU per answer is not measured');
  }
  if (flags.compare) return compareWith(flags.compare, engine, location, readPostgresCpu);
  const servers = await startServers(location);
  try {
    const { targets, all } = await measureCalls(servers, readPostgresCpu);
    const { rows, isEveryGoalMet, isEveryAnswer2xx } = report(engine, targets, all);
    const processCounts =
      location.engine === 'postgresql' && flags['process-counts']
        ? await measureProcessCounts(location.databaseUrl, servers.targets)
        : null;
    writeResults(`${engine}-${chosen.tickets}-${chosen.organizations}`, { engine, ...chosen, rows, processCounts });
    return isEveryGoalMet && isEveryAnswer2xx && (processCounts?.isEveryAnswer2xx ?? true);
  } finally {
    await servers.stop();
  }
}

const engines: Engine[] = flags.engine === 'all' ? ['pglite', 'postgresql'] : [flags.engine as Engine];
if (!engines.every((engine) => engine === 'pglite' || engine === 'postgresql')) throw new Error('--engine is all, pglite or postgresql');
let isEverythingFine = true;
for (const engine of engines) {
  const serverUrl = engine === 'postgresql' ? postgresServerUrl('postgres', '54390') : undefined;
  if (serverUrl === null) {
    if (flags.engine === 'postgresql') throw new Error('no PostgreSQL: set BENCH_DATABASE_URL or install the postgresql package');
    console.log('\npostgresql: skipped (set BENCH_DATABASE_URL or install the postgresql package)');
    continue;
  }
  isEverythingFine = (await runEngine(engine, serverUrl)) && isEverythingFine;
}
if (flags.engine === 'all') {
  console.log('\nstart-up');
  execFileSync(process.execPath, [fileURLToPath(new URL('./startup.ts', import.meta.url))], { stdio: 'inherit' });
}
if (!isEverythingFine) process.exitCode = 1;
