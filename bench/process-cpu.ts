// Processor time of the app's process and of the PostgreSQL cluster it uses, read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** /proc's times are in clock ticks, 100 a second on Linux. */
const MILLISECONDS_PER_TICK = 10;

/** The fields of /proc/<pid>/stat after the command (which may hold spaces): state is [0], ppid [1], utime [11]. */
function statFieldsOf(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime of a process in milliseconds, with its reaped children's (cutime + cstime) when asked. */
function cpuOf(fields: string[], isWithReapedChildren = false): number {
  const ticks = Number(fields[11]) + Number(fields[12]) + (isWithReapedChildren ? Number(fields[13]) + Number(fields[14]) : 0);
  return ticks * MILLISECONDS_PER_TICK;
}

/** CPU time the process has used, in milliseconds; NaN when it is gone. */
export function cpuMillisecondsOf(pid: number | undefined): number {
  const fields = pid === undefined ? null : statFieldsOf(pid);
  return fields ? cpuOf(fields) : Number.NaN;
}

/**
 * A reader of the CPU time, in milliseconds, of the whole PostgreSQL cluster behind `databaseUrl`: the postmaster,
 * every process it started (backends, parallel workers, background writer, WAL writer, autovacuum) and those that
 * ended meanwhile (the postmaster's reaped children). Null when the cluster runs on another machine or in another
 * process namespace, where /proc does not show it.
 */
export async function clusterCpuReaderOf(databaseUrl: string): Promise<(() => number) | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const backendPid = rows[0]?.pid;
    const localPort = (client as unknown as { connection: { stream: { localPort?: number } } }).connection.stream.localPort;
    // A process of this pid here is the backend only if its title names this connection's port.
    if (backendPid === undefined || localPort === undefined || !titleOf(backendPid).includes(`(${localPort})`)) return null;
    const postmasterPid = Number(statFieldsOf(backendPid)?.[1]);
    return () => clusterCpuOf(postmasterPid);
  } finally {
    await client.end();
  }
}

function titleOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function clusterCpuOf(postmasterPid: number): number {
  const postmaster = statFieldsOf(postmasterPid);
  if (!postmaster) return Number.NaN;
  let total = cpuOf(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFieldsOf(Number(entry));
    if (fields && Number(fields[1]) === postmasterPid) total += cpuOf(fields);
  }
  return total;
}
