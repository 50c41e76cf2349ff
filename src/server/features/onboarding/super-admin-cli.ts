import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { promoteSuperAdmin, SuperAdminRefusal } from './super-admin.service.ts';

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  console.error('Usage: npm run super-admin -- <email>\nMakes a verified account on PLATFORM_EMAIL_DOMAIN a super admin.');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const promotion = await promoteSuperAdmin({ db, config, clock: { now: () => new Date() }, email });
  if (promotion.platform.isNew)
    console.log(`Created the platform organization ${promotion.platform.name} (${promotion.platform.subdomain}).`);
  console.log(
    promotion.isAlreadySuperAdmin
      ? `${promotion.email} is already a super admin; nothing was changed.`
      : `${promotion.email} is now a super admin. Sign in at ${config.publicUrl}/login.`,
  );
} catch (error) {
  if (!(error instanceof SuperAdminRefusal)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
