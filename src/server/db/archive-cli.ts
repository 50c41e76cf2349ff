import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { requestLiveBackup, saveArchive } from './live-backup.ts';
import { archiveDataDir, restoreDataDir } from './pglite-archive.ts';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
const usage: Record<string, string> = {
  backup:
    'npm run backup [-- <file>]   (writes the embedded database in DATA_DIR to <file>, or into BACKUP_DIR under the time; a running server writes it)',
  restore: 'DATA_DIR=<empty folder> npm run restore -- <file>   (restores a file written by npm run backup)',
};

if (!command || !usage[command] || (command === 'restore' && !file)) {
  console.error(`Usage: ${usage[command ?? ''] ?? Object.values(usage).join('\n       ')}`);
  process.exit(2);
}
if (config.DATABASE_URL) {
  console.error(
    `DATABASE_URL is set: ${command === 'backup' ? 'a live backup applies to the embedded database only; ' : ''}use pg_dump and pg_restore for PostgreSQL (see "Backup and restore" in the README).`,
  );
  process.exit(2);
}
const describe = ({ file, bytes }: { file: string; bytes: number }) => `${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`;
try {
  if (command === 'backup') {
    const target = file ? resolve(file) : undefined;
    try {
      const saved = await saveArchive({
        archive: await archiveDataDir({ dataDir: config.DATA_DIR }),
        file: target,
        backupDir: config.backupDir,
        keep: config.BACKUP_KEEP,
      });
      console.log(`Backed up ${config.DATA_DIR} to ${describe(saved)}.`);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      // The server that has the database open writes the archive itself, between two transactions.
      const saved = await requestLiveBackup({ dataDir: config.DATA_DIR, file: target });
      console.log(`The running server (pid ${error.pid}) backed up ${config.DATA_DIR} to ${describe(saved)}.`);
    }
  } else if (file) {
    await restoreDataDir({ dataDir: config.DATA_DIR, file });
    console.log(`Restored ${file} into ${config.DATA_DIR}; start the server with DATA_DIR=${config.DATA_DIR}.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
