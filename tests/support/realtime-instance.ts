import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';

// A separate server process for the cross-process realtime test: same settings as the test suite's
// (so its access tokens verify here), its own pool and LISTEN connection; prints its port, stops on SIGTERM.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
// No load shedding, as in the suite's own app (server.ts beside it): it runs beside a busy test process.
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  PORT: '3000',
  DATABASE_URL: databaseUrl,
  MAX_EVENT_LOOP_DELAY_MS: '0',
  MAX_WAITING_FOR_CONNECTION: '0',
});
const db = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 2 });
const app = await buildApp({ config, db, logger: false, webRoot: '/nonexistent' });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);

process.once('SIGTERM', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});
