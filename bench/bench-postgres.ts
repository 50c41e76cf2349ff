import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Engine } from '../src/server/db/client.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The PostgreSQL server a benchmark runs beside: BENCH_DATABASE_URL's, or a throw-away cluster when Debian's
 * postgresql package is installed; null when there is neither.
 */
export function postgresServerUrl(benchmark: string, defaultPort = '54391'): string | null {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const port = process.env.BENCH_PGPORT ?? defaultPort;
  try {
    return execFileSync(`${root}/scripts/postgres-for-tests.sh`, ['start'], {
      env: { ...process.env, PGPORT: port, PGTEST_DIR: process.env.BENCH_PGTEST_DIR ?? `/tmp/tandem-bench-${benchmark}-${port}` },
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

/** Local PostgreSQL for a benchmark's run: a fresh database on the server postgresServerUrl finds; null without one. */
export async function postgresDatabaseUrl(benchmark: string): Promise<string | null> {
  const serverUrl = postgresServerUrl(benchmark);
  if (!serverUrl) return null;
  const name = `tandem_bench_${benchmark.replaceAll('-', '_')}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs a benchmark on each engine the --engine flag names (all: PGlite, then PostgreSQL when one is found, else
 * skipped with a word), and fails the process when any run says its goal was not met.
 */
export async function runOnEngines(
  benchmark: string,
  engineFlag: string | undefined,
  run: (engine: Engine, databaseUrl: string | undefined) => Promise<boolean>,
): Promise<void> {
  const engines: Engine[] = engineFlag === 'all' || !engineFlag ? ['pglite', 'postgresql'] : [engineFlag as Engine];
  let isEverythingMet = true;
  for (const engine of engines) {
    const databaseUrl = engine === 'postgresql' ? await postgresDatabaseUrl(benchmark) : undefined;
    if (databaseUrl === null) {
      console.log('\npostgresql: skipped (set BENCH_DATABASE_URL or install the postgresql package)');
      continue;
    }
    isEverythingMet = (await run(engine, databaseUrl)) && isEverythingMet;
  }
  if (!isEverythingMet) process.exitCode = 1;
}
