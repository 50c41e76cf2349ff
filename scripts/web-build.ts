import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the web app is built from, relative to the project's root. */
export const webBuildInputs = ['src/web', 'src/domain', 'vite.config.ts', 'postcss.config.cjs', 'tsconfig.json', 'package-lock.json'];

/** What a build is run with besides its files. */
export interface WebBuildSettings {
  mode: string;
  nodeEnv: string;
  /** The VITE_ variables, which the app reads at build time (VITE_PLATFORM_NAME). */
  viteVariables: [string, string][];
}

/**
 * A production build whatever NODE_ENV the caller has: Vite keeps a NODE_ENV that is set, and React's development
 * build is about 58 kB more on every page.
 */
export function webBuildSettings(env: NodeJS.ProcessEnv): WebBuildSettings {
  const viteVariables = Object.entries(env)
    .filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return { mode: 'production', nodeEnv: 'production', viteVariables };
}

function filesOf(root: string, path: string): string[] {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [absolute];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The key of a build: its input files and its settings, so that a build made from anything else is never reused. */
export function webBuildKey({ root, settings }: { root: string; settings: WebBuildSettings }): string {
  const hash = createHash('sha256').update(JSON.stringify(settings)).update('\0');
  for (const file of webBuildInputs.flatMap((input) => filesOf(root, input)).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Builds the web app into dist/ with these settings; returns the build's exit status. */
export function buildWeb({ root, env, settings }: { root: string; env: NodeJS.ProcessEnv; settings: WebBuildSettings }): number {
  const build = spawnSync('npx', ['vite', 'build', '--mode', settings.mode, '--logLevel', 'warn'], {
    cwd: root,
    env: { ...env, ...Object.fromEntries(settings.viteVariables), NODE_ENV: settings.nodeEnv },
    stdio: 'inherit',
  });
  return build.status ?? 1;
}
