import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const started = new Set<ChildProcess>();

/** Kills every server a test started that is still running (a failed assertion skips the test's own stop). */
export function killStartedServers(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Everything the process wrote, for the assertion messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Milliseconds from the start of the process until it answered /api/health. */
  startedInMs: number;
}

export interface ServerSettings {
  port: number;
  /** PostgreSQL; without it the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
}

/** Starts `node src/server/main.ts` as production runs it (one process) and waits until it answers /api/health. */
export async function startServer(settings: ServerSettings): Promise<RunningServer> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(settings.port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : { DATA_DIR: settings.dataDir ?? '' }),
      ...settings.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const url = `http://127.0.0.1:${settings.port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`the server stopped while starting:\n${output}`);
    const response = await fetch(`${url}/api/health`).catch(() => null);
    if (response?.status === 200) {
      return { url, process: child, output: () => output, exited, startedInMs: Math.round(performance.now() - startedAt) };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within 60 s:\n${output}`);
}

/** Signs in over HTTP as a person of an organization and answers the access token. */
export async function signInOver(url: string, { subdomain, email, password }: { subdomain: string; email: string; password: string }) {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password&subdomain=${subdomain}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
