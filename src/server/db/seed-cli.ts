import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seedDemoData } from './seed.ts';

const reset = process.argv.includes('--reset');
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const result = await seedDemoData({ db, config, reset });
  console.log(
    result ? result.summary : 'The database already has organizations; nothing was changed. Use --reset to recreate the demo data.',
  );
} finally {
  await db.close();
}
