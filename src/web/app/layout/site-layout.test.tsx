import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { SiteLayout } from './site-layout.tsx';

function Broken(): never {
  throw new Error('the page broke');
}

const routes = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/broken', element: <Broken /> },
      { path: '/first', element: <h1>First page</h1> },
      { path: '/second', element: <h1>Second page</h1> },
    ],
  },
];

describe('SiteLayout', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a failed page as such inside the header and footer, and the next page again', async () => {
    // React reports the error it caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp(null, { routes, url: '/broken' });

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    await router.navigate('/first');

    expect(await screen.findByRole('heading', { level: 1, name: 'First page' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('opens a new page at its top, and leaves going back to where the browser scrolled', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp(null, { routes, url: '/first' });
    expect(scrollTo).not.toHaveBeenCalled();

    await router.navigate('/second');
    await screen.findByRole('heading', { name: 'Second page' });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);

    await router.navigate(-1);
    await screen.findByRole('heading', { name: 'First page' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
