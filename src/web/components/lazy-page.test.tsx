import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.tsx';

const Greeting = () => <h1>Hello</h1>;

describe('lazyPage', () => {
  it('waits for its module on its first render, in its Suspense boundary', async () => {
    const Page = lazyPage(async () => Greeting);

    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );

    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
  });

  it('renders at once when preloaded, as the server renders it without waiting', async () => {
    const Page = lazyPage(async () => Greeting);
    const page = (
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    );

    expect(renderToString(page)).toContain('Loading…');
    await Page.preload();
    expect(renderToString(page)).toContain('<h1>Hello</h1>');
  });

  it('fetches its module once, and again after a failure', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Page = lazyPage(load);

    await expect(Page.preload()).rejects.toThrow('offline');
    await Promise.all([Page.preload(), Page.preload()]);

    expect(load).toHaveBeenCalledTimes(2);
  });
});
