import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { seedDemoData } from './demo.seed.ts';

const reset = process.argv.includes('--reset');
// Opening the database runs its migrations: with --migrate-only that is all (a first start without demo data).
const isMigrateOnly = process.argv.includes('--migrate-only');
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  if (!isMigrateOnly) {
    const result = await seedDemoData({ db, config, reset });
    console.log(
      result ? result.summary : 'The database already has organizations; nothing was changed. Use --reset to recreate the demo data.',
    );
  }
} finally {
  await db.close();
}
