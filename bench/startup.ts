// Start-up time to the first page and the server's memory after start, on the embedded database:
// a first start (migrations and demo data) and a second start on the same data, with `npm start`'s Node flags.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.BENCH_PORT ?? 3290);
const dataDir = mkdtempSync(join(tmpdir(), 'tandem-startup-'));

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

async function measureStart(label: string): Promise<void> {
  const startedAt = performance.now();
  const server = spawn(process.execPath, ['--max-semi-space-size=16', '--v8-pool-size=1', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const response = await fetch(`http://localhost:${port}/`).catch(() => null);
      if (response?.ok && (await response.text()).includes('<div id="root">')) break;
      if (performance.now() - startedAt > 60_000) throw new Error('the server did not serve its first page within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const toFirstPage = Math.round(performance.now() - startedAt);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    console.log(
      `${label}: first page after ${toFirstPage} ms; resident memory ${residentMegabytes(server.pid as number)} MB two seconds later`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

try {
  await measureStart('first start (migrations, demo data)');
  await measureStart('second start (existing data)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
