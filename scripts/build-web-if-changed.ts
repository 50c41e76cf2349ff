import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Builds the web app only when what it is built from has changed since the last build, so a restart is quick.
const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = ['src/web', 'src/domain', 'vite.config.ts', 'postcss.config.cjs', 'tsconfig.json', 'package-lock.json'];
const hashFile = join(root, 'dist/.web-build-hash');
const builtIndex = join(root, 'dist/web/index.html');

function filesOf(path: string): string[] {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [absolute];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const hash = createHash('sha256');
for (const file of inputs.flatMap(filesOf).sort()) {
  hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
}
const digest = hash.digest('hex');

if (existsSync(builtIndex) && existsSync(hashFile) && readFileSync(hashFile, 'utf8').trim() === digest) {
  console.log('Web app unchanged since the last build: not rebuilt.');
} else {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(hashFile, `${digest}\n`);
}
