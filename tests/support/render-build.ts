import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A render build in place of the web app's (vite.config.ts), for the server's page renderer: `renderPublicPage`
 * has the given body, with the page to render as `page`, and answers `{ title, body }` or null. Its path.
 */
export function renderBuild(renderPublicPage: string, path = join(mkdtempSync(join(tmpdir(), 'render-build-')), 'page-render.js')): string {
  writeFileSync(
    path,
    `export async function loadRenderedPages() {}\nexport async function renderPublicPage(page) {\n${renderPublicPage}\n}`,
  );
  return path;
}
