import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's infrastructure (every folder of src/server beside features/: http, auth, db, mail, jobs, realtime,
 * web, crypto, files) never imports a feature: it declares what it needs and app.ts hands it what the features
 * provide (decision 190). Nor does the web app's shared code (every folder of src/web beside features/: api,
 * components, session, tenancy, and app/ but for the shell that lists the features) (decision 195). A test, or the
 * web tests' helpers in src/web/test/, may import features, to run the shared code with the real ones.
 */
export interface SourceFile {
  /** From the repository's root, with forward slashes: `src/server/http/access.ts`. */
  path: string;
  text: string;
}

export interface LayerViolation {
  file: string;
  line: number;
  imported: string;
}

/** The web app's shell: like the server's root files, it puts the features together (routes, providers, the page renderer). */
const WEB_SHELL = new Set([
  'src/web/app/routes.tsx',
  'src/web/app/app-root.tsx',
  'src/web/app/app-providers.tsx',
  'src/web/app/page-render.tsx',
]);

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const isServerInfrastructure = (path: string) => /^src\/server\/(?!features\/)[^/]+\//.test(path);
const isWebSharedCode = (path: string) => /^src\/web\/(?!features\/|test\/)[^/]+\//.test(path) && !WEB_SHELL.has(path);
const isInfrastructure = (path: string) => (isServerInfrastructure(path) || isWebSharedCode(path)) && !isTest(path);
const isFeature = (path: string) => /^src\/(server|web)\/features\//.test(path);

// Static imports and re-exports (`from '…'`), side-effect imports (`import '…'`) and lazy ones (`import('…')`).
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Each import of a feature by an infrastructure or shared web file, with its line. */
export function layerViolationsOf(files: readonly SourceFile[]): LayerViolation[] {
  const violations: LayerViolation[] = [];
  for (const file of files) {
    if (!isInfrastructure(file.path)) continue;
    for (const match of file.text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? '';
      const imported = posix.normalize(posix.join(posix.dirname(file.path), specifier));
      if (!isFeature(imported)) continue;
      const line = file.text.slice(0, match.index).split('\n').length;
      violations.push({ file: file.path, line, imported });
    }
  }
  return violations;
}

function sourceFilesUnder(root: string, folder: string): SourceFile[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => {
      const path = relative(root, join(entry.parentPath, entry.name)).split('\\').join('/');
      return { path, text: readFileSync(join(root, path), 'utf8') };
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const violations = layerViolationsOf([...sourceFilesUnder(root, 'src/server'), ...sourceFilesUnder(root, 'src/web')]);
  for (const { file, line, imported } of violations) console.error(`${file}:${line} imports ${imported}`);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) of a feature from the server's infrastructure or the web app's shared code: declare ` +
        'what it needs there and have the feature provide it, or move what is not feature code out of features/ ' +
        '(docs/contributing.md, decisions 190 and 195).',
    );
    process.exit(1);
  }
  console.log('No infrastructure file of src/server and no shared file of src/web imports a feature.');
}
