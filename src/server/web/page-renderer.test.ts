import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBuild } from '../../../tests/support/render-build.ts';
import { type PageRenderer, type PageToRender, startPageRenderer } from './page-renderer.ts';

const pageAt = (url: string): PageToRender => ({ url, subdomain: 'acme', organization: { name: 'Acme' }, theme: {} });
const log = pino({ level: 'silent' });
const started: PageRenderer[] = [];

async function readyRenderer(bundle: string): Promise<PageRenderer> {
  const renderer = startPageRenderer(bundle, log);
  if (!renderer) throw new Error('no renderer');
  started.push(renderer);
  // It answers null until its worker has loaded the build.
  await vi.waitFor(async () => expect(await renderer.render(pageAt('http://acme.localhost/probe'))).not.toBeNull(), { timeout: 5000 });
  return renderer;
}

describe('the page renderer', () => {
  afterEach(async () => {
    await Promise.all(started.splice(0).map((renderer) => renderer.close()));
  });

  it('is not started without a render build', () => {
    expect(startPageRenderer(join(tmpdir(), 'no-such-build', 'page-render.js'), log)).toBeNull();
  });

  it('renders each page at its own address, also when pages are asked for at once', async () => {
    const renderer = await readyRenderer(
      renderBuild(
        'await new Promise((resolve) => setTimeout(resolve, 5));\nreturn { title: page.organization.name, body: "at " + window.location.href };',
      ),
    );

    const pages = await Promise.all(
      ['http://acme.localhost:3000/login', 'http://localhost:3000/signup?subdomain=acme', 'http://acme.localhost:3000/forgot-password'].map(
        (url) => renderer.render(pageAt(url)),
      ),
    );

    expect(pages).toEqual([
      { title: 'Acme', body: 'at http://acme.localhost:3000/login' },
      { title: 'Acme', body: 'at http://localhost:3000/signup?subdomain=acme' },
      { title: 'Acme', body: 'at http://acme.localhost:3000/forgot-password' },
    ]);
  });

  it('answers null for a page whose render fails, and renders the next', async () => {
    const renderer = await readyRenderer(
      renderBuild("if (page.url.endsWith('/broken')) throw new Error('broken');\nreturn { title: null, body: 'rendered' };"),
    );

    expect(await renderer.render(pageAt('http://acme.localhost/broken'))).toBeNull();
    expect(await renderer.render(pageAt('http://acme.localhost/login'))).toEqual({ title: null, body: 'rendered' });
  });

  it('answers null for a page that takes over a second, and a new worker renders the pages after it', async () => {
    const renderer = await readyRenderer(
      renderBuild("if (page.url.endsWith('/stuck')) await new Promise(() => {});\nreturn { title: null, body: 'rendered' };"),
    );

    const stuck = renderer.render(pageAt('http://acme.localhost/stuck'));
    const queuedBehind = renderer.render(pageAt('http://acme.localhost/login'));

    expect(await stuck).toBeNull();
    expect(await queuedBehind).toBeNull();
    await vi.waitFor(
      async () => expect(await renderer.render(pageAt('http://acme.localhost/login'))).toEqual({ title: null, body: 'rendered' }),
      {
        timeout: 5000,
      },
    );
  });

  it('answers null when its build cannot load', async () => {
    const bundle = join(mkdtempSync(join(tmpdir(), 'render-build-')), 'page-render.js');
    writeFileSync(bundle, "throw new Error('this build cannot load');");
    const renderer = startPageRenderer(bundle, log);
    if (!renderer) throw new Error('no renderer');
    started.push(renderer);

    await new Promise((resolve) => setTimeout(resolve, 1000));

    expect(await renderer.render(pageAt('http://acme.localhost/login'))).toBeNull();
  });
});
