// What each kind of page fetches before it shows, compressed, against its budget: the JavaScript and CSS of its
// entry and of the route modules it loads first, read from the build's manifest. Run after `npm run build:web`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

interface PageBudget {
  page: string;
  /** The HTML entry and the lazily loaded modules the page renders first, as keys of the manifest. */
  modules: string[];
  /** Kilobytes of gzip-compressed JavaScript. */
  jsKb: number;
}

// The speed issue's budgets: landing page 120 kB, customer portal 150, staff workspace 300. The login page,
// which shares the portal's shell, is held to the portal's (decisions 095, 096, 100).
const budgets: PageBudget[] = [
  { page: 'landing page', modules: ['landing.html'], jsKb: 120 },
  { page: 'login', modules: ['index.html', 'features/login/login-page.tsx'], jsKb: 150 },
  { page: 'customer portal', modules: ['index.html', 'features/customer-portal/customer-home-page.tsx'], jsKb: 150 },
  {
    page: 'staff workspace',
    modules: ['index.html', 'features/workspace/staff-routes.tsx', 'features/workspace/staff-dashboard-page.tsx'],
    jsKb: 300,
  },
];

const web = fileURLToPath(new URL('../dist/web/', import.meta.url));
// The app's build and the landing page's own (vite.config.ts).
const manifest = {
  ...JSON.parse(readFileSync(`${web}.vite/manifest.json`, 'utf8')),
  ...JSON.parse(readFileSync(`${web}.vite/landing-manifest.json`, 'utf8')),
} as Record<string, ManifestChunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(`${web}${file}`)).byteLength / 1024;

/** The files a module needs before it runs: its own, its static imports' (recursively) and their CSS. */
function filesOf(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no module ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const overBudget: string[] = [];
for (const { page, modules, jsKb } of budgets) {
  const files = [...filesOf(modules)];
  const js = files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipKb(file), 0);
  const css = files.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `${page.padEnd(16)} ${js.toFixed(1).padStart(6)} kB JS (budget ${jsKb}) ${css.toFixed(1).padStart(5)} kB CSS  ${files.length} files`,
  );
  if (js > jsKb) overBudget.push(`${page}: ${js.toFixed(1)} kB of JavaScript, over its ${jsKb} kB budget`);
}
if (overBudget.length > 0) throw new Error(`over budget:\n${overBudget.join('\n')}`);
