import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderAnswer, RenderedPage, RenderRequest } from './page-render-worker.ts';

/** An organization's page to render: its address, and the organization and theme it shows. */
export type PageToRender = RenderRequest['page'];

export interface PageRenderer {
  /**
   * The page, rendered; null when it is not one rendered on the server, its render failed or took too long, or the
   * renderer is still starting: the app then renders the page in the browser, as any other.
   */
  render(page: PageToRender): Promise<RenderedPage | null>;
  close(): Promise<void>;
}

const RENDER_TIMEOUT_MS = 1000;

/**
 * Renders an organization's sign-in pages on the server, in a worker thread running the web app's render build
 * (vite.config.ts), so that they paint before the app's script has run; null when there is no such build. A
 * worker that fails or keeps a page past the time allowed is replaced by a new one; one that cannot start is not.
 */
export function startPageRenderer(bundle: string, log: FastifyBaseLogger): PageRenderer | null {
  if (!existsSync(bundle)) return null;
  const pending = new Map<number, (rendered: RenderedPage | null) => void>();
  let nextId = 1;
  let isReady = false;
  let hasFailedToStart = false;
  let worker: Worker | null = start();

  function start(): Worker {
    const started = new Worker(new URL('./page-render-worker.ts', import.meta.url), {
      workerData: { bundle },
      // React's production build, as in the browser: the development one is slower and checks what the app's tests do.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // The server's other work keeps the process alive, not this.
    started.unref();
    started.on('message', (answer: RenderAnswer) => {
      if (answer.type === 'ready') {
        isReady = true;
        return;
      }
      if (answer.error) log.error({ err: answer.error }, 'a page could not be rendered on the server');
      pending.get(answer.id)?.(answer.rendered);
      pending.delete(answer.id);
    });
    started.on('error', (error) => {
      if (worker !== started) return;
      hasFailedToStart = !isReady;
      stop(hasFailedToStart ? 'it could not start' : 'an error', error);
    });
    return started;
  }

  function stop(reason: string, error?: unknown): void {
    log.error({ err: error }, `the page renderer stopped: ${reason}`);
    void worker?.terminate();
    worker = null;
    isReady = false;
    for (const resolve of pending.values()) resolve(null);
    pending.clear();
  }

  return {
    render(page) {
      if (!worker && !hasFailedToStart) worker = start();
      const current = worker;
      if (!current || !isReady) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          if (worker === current) stop(`a page took over ${RENDER_TIMEOUT_MS} ms`);
        }, RENDER_TIMEOUT_MS);
        pending.set(id, (rendered) => {
          clearTimeout(timer);
          resolve(rendered);
        });
        current.postMessage({ id, page } satisfies RenderRequest);
      });
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
