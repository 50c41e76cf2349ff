import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.tsx';

const Greeting = () => <h1>Hello</h1>;

class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

describe('lazyPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

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

  it('fetches its module once', async () => {
    const load = vi.fn(async () => Greeting);
    const Page = lazyPage(load);

    await Promise.all([Page.preload(), Page.preload()]);
    render(<Page />);

    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it('fetches its module again on the visit after one that failed', async () => {
    // React reports the error the boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isOnline = false;
    const Page = lazyPage(async () => {
      if (!isOnline) throw new Error('offline');
      return Greeting;
    });
    const visit = () =>
      render(
        <ErrorBoundary fallback={<p>Could not load</p>}>
          <Suspense fallback={<p>Loading…</p>}>
            <Page />
          </Suspense>
        </ErrorBoundary>,
      );

    const first = visit();
    expect(await screen.findByText('Could not load')).toBeTruthy();
    first.unmount();
    isOnline = true;
    visit();

    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
  });
});
