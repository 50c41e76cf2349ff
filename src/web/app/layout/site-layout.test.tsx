import { act, screen } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { SiteLayout } from './site-layout.tsx';

function Report() {
  const [searchParams] = useSearchParams();
  if (searchParams.has('broken')) throw new Error('the page broke');
  return <h1>Report</h1>;
}

const routes = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/report', element: <Report /> },
      { path: '/first', element: <h1>First page</h1> },
      { path: '/second', element: <h1>Second page</h1> },
    ],
  },
];

describe('SiteLayout', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a failed page as such inside the header and footer, and the page again at the next address', async () => {
    // React reports the error it caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp(null, { routes, url: '/report?broken' });

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    await router.navigate('/report');

    expect(await screen.findByRole('heading', { level: 1, name: 'Report' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('opens a page reached by a link at its top, and one gone back to where it was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollDownTo = (position: number) => {
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(position);
      window.dispatchEvent(new Event('scroll'));
    };
    const { router } = renderApp(null, { routes, url: '/first' });
    // What the first page is restored to depends on the tests before: its entry's key is always 'default'.
    scrollTo.mockClear();
    scrollDownTo(420);

    await router.navigate('/second');
    await screen.findByRole('heading', { name: 'Second page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollDownTo(80);

    await router.navigate(-1);
    await screen.findByRole('heading', { name: 'First page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);

    await router.navigate(1);
    await screen.findByRole('heading', { name: 'Second page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 80);
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('puts a page left without scrolling back at its top, leaves a fragment to the browser, and its setting on leaving', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    const { router, unmount } = renderApp(null, { routes, url: '/first' });
    scrollTo.mockClear();

    await act(() => router.navigate('/second'));
    await screen.findByRole('heading', { name: 'Second page' });
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'First page' });
    expect(scrollTo.mock.calls).toEqual([
      [0, 0],
      [0, 0],
    ]);

    await act(() => router.navigate('/first#main'));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
