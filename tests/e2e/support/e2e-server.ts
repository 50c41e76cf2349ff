import { loadConfig } from '../../../src/server/config.ts';
import { runServerProcess } from '../../../src/server/server-process.ts';
import { registerTestTenantRoutes } from './test-tenants.routes.ts';

// The product's server (src/server/main.ts, one process) with the route that gives each test its own organization.
const config = loadConfig();
if (config.NODE_ENV !== 'test') throw new Error('the end-to-end server runs with NODE_ENV=test only');
await runServerProcess({ config, isSeeding: true, testRoutes: registerTestTenantRoutes });
