// The worker that renders an organization's sign-in pages (page-renderer.ts): the web app's render build, with the
// `window` it reads at the address of each page. A thread of its own, so that these globals never reach the server.
import { parentPort, workerData } from 'node:worker_threads';

export interface RenderRequest {
  id: number;
  page: { url: string; subdomain: string; organization: unknown; theme: unknown };
}

/** A rendered page: its title for the document's head (HTML-escaped), and the markup of its root. */
export interface RenderedPage {
  title: string | null;
  body: string;
}

export type RenderAnswer = { type: 'ready' } | { type: 'page'; id: number; rendered: RenderedPage | null; error?: string };

interface RenderBuild {
  loadRenderedPages(): Promise<void>;
  renderPublicPage(page: RenderRequest['page']): Promise<RenderedPage | null>;
}

const port = parentPort;
if (!port) throw new Error('page-render-worker.ts runs as a worker thread');
Object.assign(globalThis, { window: globalThis, location: new URL('http://localhost/') });
const build = (await import(workerData.bundle as string)) as RenderBuild;
await build.loadRenderedPages();

// One page at a time: the address in `location` is the page's for the whole of its render.
let previous: Promise<unknown> = Promise.resolve();
port.on('message', ({ id, page }: RenderRequest) => {
  previous = previous.then(async () => {
    let answer: RenderAnswer;
    try {
      Object.assign(globalThis, { location: new URL(page.url) });
      answer = { type: 'page', id, rendered: await build.renderPublicPage(page) };
    } catch (error) {
      answer = { type: 'page', id, rendered: null, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(answer);
  });
});
port.postMessage({ type: 'ready' } satisfies RenderAnswer);
