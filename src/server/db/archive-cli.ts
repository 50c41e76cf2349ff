import { loadConfig } from '../config.ts';
import { backupDataDir, restoreDataDir } from './pglite-archive.ts';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
const usage: Record<string, string> = {
  backup: 'npm run backup -- <file>   (writes the embedded database in DATA_DIR to <file>; stop the server first)',
  restore: 'DATA_DIR=<empty folder> npm run restore -- <file>   (restores a file written by npm run backup)',
};

if (!command || !usage[command] || !file) {
  console.error(`Usage: ${usage[command ?? ''] ?? Object.values(usage).join('\n       ')}`);
  process.exit(2);
}
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: use pg_dump and pg_restore for PostgreSQL (see "Backup and restore" in the README).');
  process.exit(2);
}
try {
  if (command === 'backup') {
    const { bytes } = await backupDataDir({ dataDir: config.DATA_DIR, file });
    console.log(`Backed up ${config.DATA_DIR} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  } else {
    await restoreDataDir({ dataDir: config.DATA_DIR, file });
    console.log(`Restored ${file} into ${config.DATA_DIR}; start the server with DATA_DIR=${config.DATA_DIR}.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
