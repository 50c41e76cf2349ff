import cluster from 'node:cluster';
import { superviseServerProcesses } from './cluster-supervisor.ts';
import { loadConfig } from './config.ts';
import { runServerProcess } from './server-process.ts';

const config = loadConfig();
if (config.processCount === 1) await runServerProcess({ config, isSeeding: true });
else if (cluster.isPrimary) await superviseServerProcesses(config);
else await runServerProcess({ config, isSeeding: false, label: `process ${cluster.worker?.id} of ${config.processCount}` });
