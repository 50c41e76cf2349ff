import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const server = 'http://localhost:3000';

/** Makes every build React's production build, whatever NODE_ENV the shell has: Vite keeps a NODE_ENV that is set. */
function productionBuild(): Plugin {
  return {
    name: 'tandem-production-build',
    apply: 'build',
    config() {
      process.env.NODE_ENV = 'production';
    },
  };
}

/** Writes the service worker with this build's id: each release is then a new worker, which the New Version Available banner announces. */
function serviceWorker(): Plugin {
  return {
    name: 'tandem-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const buildId = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 16);
      const source = readFileSync(new URL('./src/web/features/app-update/service-worker.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'service-worker.js', source: source.replace('__BUILD_ID__', buildId) });
    },
  };
}

/**
 * Completes the landing page (landing.html, for visitors of the main domain): the page rendered at build time in
 * its root, so that it paints before its script arrives, and the app's own script and style tags in a template
 * that its script starts when someone signed in opens the page.
 */
function completeLandingPage({ title, body }: { title: string | null; body: string }): Plugin {
  return {
    name: 'tandem-complete-landing-page',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? '';
      const app = readFileSync(join(dir, 'index.html'), 'utf8');
      const tags = app.match(/<(?:script type="module"[^>]*><\/script|link rel="(?:modulepreload|stylesheet)"[^>]*)>/g) ?? [];
      const landing = readFileSync(join(dir, 'landing.html'), 'utf8')
        // The colour scheme the page is rendered in, which Mantine's styles select by.
        .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
        .replace(/<title>.*?<\/title>/, (tag) => (title === null ? tag : `<title>${title}</title>`))
        .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
        .replace('</body>', `<template id="app-assets">${tags.join('')}</template>\n  </body>`);
      writeFileSync(join(dir, 'landing.html'), landing);
    },
  };
}

/** Writes a brotli and a gzip copy beside each text file, which the server sends to browsers that accept them. */
function precompress(): Plugin {
  return {
    name: 'tandem-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const path = join(options.dir ?? '', fileName);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
// React changes less often than the app, so browsers keep it cached across releases. The other libraries go with
// the pages that use them (the first pages' in a few chunks, firstPageChunks below): no page fetches the calendar's
// or the work order designer's before they are opened.
const codeSplitting = { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 }] };

/** The pages most visitors open first: an organization's sign-in page and a returning customer's portal. */
const firstPages = {
  'sign-in': `${root}/features/login/login-page.tsx`,
  portal: `${root}/features/customer-portal/customer-home-page.tsx`,
};
/** What the portal fetches once it has shown, unasked: its visits and the organization's date formats. */
const portalAfterPaint = [`${root}/features/customer-portal/customer-work-orders.tsx`, `${root}/features/settings/use-date-formats.ts`];
const sourceDir = fileURLToPath(new URL('./src/', import.meta.url));
/** Libraries every page of the app runs on, whatever it shows. */
const everyPageLibraries = /node_modules[\\/](@tanstack[\\/]|react-router[\\/]|@mantine[\\/]core[\\/]esm[\\/]core[\\/])/;
/** What app code imports by name from these libraries, found as the file it lives in (a component's folder, an icon's or a hook's file). */
const namedImport = /import\s*\{([^}]*)\}\s*from\s*["'](@mantine\/core|@mantine\/hooks|@tabler\/icons-react)["']/g;

function libraryPartOf(id: string): string | null {
  const part =
    /@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/.exec(id) ??
    /@mantine[\\/]hooks[\\/]esm[\\/]([^\\/]+)[\\/]/.exec(id) ??
    /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)\.mjs$/.exec(id);
  return part?.[1] ?? null;
}

/** The part a name imported from one of those libraries lives in: a component's folder, a hook's (kebab-case) or an icon's file. */
function libraryPartNamed(library: string, name: string): string {
  return library === '@mantine/hooks' ? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) : name;
}

/**
 * Which chunk the first pages' modules go in, computed at each build (decision 194): `shell` for the entry's and
 * what both pages use, `sign-in` and `portal` for what only one of them uses. Left to itself, Rolldown makes a chunk
 * of each set of pages sharing modules, and the sign-in page fetched 37 script files, 30 of them under 2 kB, each with its
 * kilobyte of headers.
 */
const firstPageChunkOf = new Map<string, string>();

function firstPageChunks(): Plugin {
  return {
    name: 'tandem-first-page-chunks',
    apply: 'build',
    buildEnd() {
      // The app's own modules a module imports, followed to the end; a library's modules are looked up by name below.
      const reachable = (start: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || !id.startsWith(sourceDir)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(start);
        return seen;
      };
      const librariesOf = (modules: Set<string>) => {
        const parts = new Set<string>();
        for (const id of modules) {
          for (const [, names = '', library = ''] of (this.getModuleInfo(id)?.code ?? '').matchAll(namedImport)) {
            for (const name of names.split(',')) {
              const imported = name.trim().split(/\s+as\s+/)[0];
              if (imported) parts.add(libraryPartNamed(library, imported));
            }
          }
        }
        return parts;
      };
      const entry = reachable(`${root}/main.tsx`);
      const signIn = reachable(firstPages['sign-in']);
      const portal = reachable(firstPages.portal);
      const [entryParts, signInParts, portalParts] = [entry, signIn, portal].map(librariesOf) as [Set<string>, Set<string>, Set<string>];
      firstPageChunkOf.clear();
      const assign = (ids: Iterable<string>, chunkOf: (id: string) => string) => {
        for (const id of ids) if (!firstPageChunkOf.has(id)) firstPageChunkOf.set(id, chunkOf(id));
      };
      assign(entry, () => 'shell');
      assign(entryParts, () => 'shell');
      assign(signIn, (id) => (portal.has(id) ? 'shell' : 'sign-in'));
      assign(signInParts, () => 'shell');
      assign(portal, () => 'portal');
      assign(portalParts, () => 'shell');
      const later = new Set(portalAfterPaint.flatMap((start) => [...reachable(start)]));
      assign(later, () => 'portal-later');
      assign(librariesOf(later), () => 'portal-later');
      // The pages themselves stay chunks of their own: another page sharing their modules does not fetch them.
      for (const page of Object.values(firstPages)) firstPageChunkOf.delete(page);
    },
  };
}

const firstPageChunkOfModule = (id: string) => firstPageChunkOf.get(id) ?? firstPageChunkOf.get(libraryPartOf(id) ?? '') ?? null;

/** The app's chunks: React, the first pages' shell, and what only the sign-in page or only the portal uses. */
const appCodeSplitting = {
  groups: [
    ...codeSplitting.groups,
    { name: 'shell', test: (id: string) => everyPageLibraries.test(id) || firstPageChunkOfModule(id) === 'shell', priority: 1 },
    {
      name: (id: string) => firstPageChunkOfModule(id),
      debugName: 'first pages',
      test: (id: string) => ['sign-in', 'portal', 'portal-later'].includes(firstPageChunkOfModule(id) ?? ''),
    },
  ],
};

// React Router 7's package sends bundlers its development build, warnings on (remix-run/react-router#12532).
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router')).replace(/[\\/]development[\\/]/, '/production/'),
};

const landingHtmlPath = `${root}/landing.html`;

/** The landing page's HTML: the app's index.html, whose head it shares, with the landing page's script. */
function landingHtml(): Plugin {
  return {
    name: 'tandem-landing-html',
    enforce: 'pre',
    resolveId: (id) => (id === landingHtmlPath ? id : null),
    load: (id) => (id === landingHtmlPath ? readFileSync(`${root}/index.html`, 'utf8').replace('/main.tsx', '/landing-main.tsx') : null),
  };
}

const serverRenderDir = fileURLToPath(new URL('./dist/prerender', import.meta.url));

/**
 * Builds the pages rendered to HTML outside the browser: the landing page, at build time, and an organization's
 * sign-in pages, which the server renders at each request (src/server/web/page-renderer.ts).
 */
async function buildServerRender(): Promise<void> {
  const entries = { 'landing-prerender': 'features/landing/landing-prerender.tsx', 'page-render': 'app/page-render.tsx' };
  rmSync(serverRenderDir, { recursive: true, force: true });
  // One build each: in one, their shared modules would load before the landing page's `window` (prerender-window.ts).
  for (const [name, entry] of Object.entries(entries)) {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      plugins: [react()],
      build: {
        ssr: `${root}/${entry}`,
        outDir: `${serverRenderDir}/${name}`,
        // Emptied above: the folder lies outside the web root, which Vite would otherwise warn about.
        emptyOutDir: false,
        rolldownOptions: { output: { entryFileNames: `${name}.js` } },
      },
    });
  }
}

/**
 * Builds the main domain's landing page for visitors (landing.html) after the app, on its own: in the app's
 * build its components would share chunks with the workspace's and bring them along (a module is not split
 * between pages), so it would fetch most of the app's libraries for one page of text and links.
 */
function landingPage(): Plugin {
  return {
    name: 'tandem-landing-page',
    apply: 'build',
    async closeBundle() {
      await buildServerRender();
      // In a process of its own: the render gives Node a `window` (prerender-window.ts).
      const render = `import(${JSON.stringify(`${serverRenderDir}/landing-prerender/landing-prerender.js`)}).then((page) => process.stdout.write(JSON.stringify(page.renderLandingPage())))`;
      const page = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '--eval', render], { encoding: 'utf8' }));
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [landingHtml(), react(), completeLandingPage(page), precompress()],
        resolve: { alias: [reactRouterProduction] },
        build: {
          outDir,
          emptyOutDir: false,
          rolldownOptions: { input: { landing: landingHtmlPath }, output: { codeSplitting } },
        },
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  root,
  // The browser's builds only: the development server keeps React Router's warnings.
  resolve: command === 'build' ? { alias: [reactRouterProduction] } : {},
  plugins: [productionBuild(), react(), serviceWorker(), precompress(), landingPage(), firstPageChunks()],
  build: {
    outDir,
    emptyOutDir: true,
    // The reports page's chart library is one chunk of about 570 kB (134 kB with brotli), fetched on that page
    // only; what each page downloads is checked against its budget by tests/e2e/page-weight.spec.ts.
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: appCodeSplitting } },
  },
  server: {
    // The Host header is kept, so acme.localhost:5173 reaches the server as the acme organization.
    proxy: {
      '/api/realtime': { target: server, ws: true },
      '/api': server,
      '/auth': server,
      '/dev': server,
    },
  },
}));
