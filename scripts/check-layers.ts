import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's infrastructure (every folder of src/server beside features/: http, auth, db, mail, jobs, realtime,
 * web, crypto, files) never imports a feature: it declares what it needs and app.ts hands it what the features
 * provide (decision 190). A test may import features, to run the infrastructure with the real ones.
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

const isInfrastructure = (path: string) => /^src\/server\/(?!features\/)[^/]+\//.test(path) && !/\.test\.tsx?$/.test(path);
const isFeature = (path: string) => path.startsWith('src/server/features/');

// Static imports and re-exports (`from '…'`), side-effect imports (`import '…'`) and lazy ones (`import('…')`).
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Each import of a feature by an infrastructure file, with its line. */
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
  const violations = layerViolationsOf(sourceFilesUnder(root, 'src/server'));
  for (const { file, line, imported } of violations) console.error(`${file}:${line} imports ${imported}`);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) of a feature from the server's infrastructure: declare what it needs there and ` +
        'have the feature provide it (src/server/features/provided-to-infrastructure.ts, docs/contributing.md).',
    );
    process.exit(1);
  }
  console.log('No infrastructure file of src/server imports a feature.');
}
