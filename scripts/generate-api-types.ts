import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';

const schemaPath = fileURLToPath(new URL('../src/web/api/schema.d.ts', import.meta.url));
const isCheck = process.argv.includes('--check');
const banner = "// Generated from the server's OpenAPI document by scripts/generate-api-types.ts (npm run api:generate). Do not edit.\n\n";

// A fixed configuration, so the document does not depend on the environment the script runs in.
const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const db = await openDatabase({ dataDir: 'memory://' });
let generated: string;
try {
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const document = app.swagger() as unknown as OpenAPI3;
  await app.close();
  generated = banner + astToString(await openapiTS(document));
} finally {
  await db.close();
}

const current = existsSync(schemaPath) ? readFileSync(schemaPath, 'utf8') : null;
if (isCheck) {
  if (current !== generated) {
    console.error(
      current === null
        ? 'src/web/api/schema.d.ts is missing. Run `npm run api:generate` and commit it.'
        : "src/web/api/schema.d.ts does not match the server's OpenAPI document. Run `npm run api:generate` and commit the result.",
    );
    process.exit(1);
  }
  console.log('src/web/api/schema.d.ts is up to date.');
} else if (current === generated) {
  console.log('src/web/api/schema.d.ts is already up to date.');
} else {
  writeFileSync(schemaPath, generated);
  console.log('Wrote src/web/api/schema.d.ts.');
}
