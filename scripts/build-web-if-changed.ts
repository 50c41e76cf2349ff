import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb, webBuildKey, webBuildSettings } from './web-build.ts';

// Builds the web app only when what it is built from has changed since the last build, so a restart is quick.
const root = fileURLToPath(new URL('..', import.meta.url));
const hashFile = join(root, 'dist/.web-build-hash');
const builtIndex = join(root, 'dist/web/index.html');

const settings = webBuildSettings(process.env);
const key = webBuildKey({ root, settings });

if (existsSync(builtIndex) && existsSync(hashFile) && readFileSync(hashFile, 'utf8').trim() === key) {
  console.log('Web app unchanged since the last build: not rebuilt.');
} else {
  // A build that stops half way must not keep the key of the one before.
  rmSync(hashFile, { force: true });
  const status = buildWeb({ root, env: process.env, settings });
  if (status !== 0) process.exit(status);
  writeFileSync(hashFile, `${key}\n`);
}
