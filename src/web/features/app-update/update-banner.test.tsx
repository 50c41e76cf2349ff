import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { UpdateBanner } from './update-banner.tsx';

/** A service worker container as the browser gives it, with an update installed and waiting or not. */
function fakeContainer(options: { isWaiting: boolean }) {
  const events = new EventTarget();
  const waiting = { postMessage: vi.fn() };
  const container = Object.assign(events, {
    controller: {},
    getRegistration: vi.fn(async () => ({ waiting: options.isWaiting ? waiting : null, installing: options.isWaiting ? null : waiting })),
  }) as unknown as ServiceWorkerContainer;
  const post = (type: string) => act(() => void events.dispatchEvent(new MessageEvent('message', { data: { type } })));
  return { container, waiting, post };
}

const bannerText = () => screen.queryByRole('region', { name: 'New Version Available' });

describe('UpdateBanner', () => {
  it('appears when the worker says a new version is available; Later dismisses it', async () => {
    const { container, post } = fakeContainer({ isWaiting: false });
    renderApp(<UpdateBanner container={container} reload={vi.fn()} />);
    expect(bannerText()).toBeNull();

    post('SW_UPDATE_AVAILABLE');

    expect(screen.getByText('New Version Available')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Later' }));
    expect(bannerText()).toBeNull();
  });

  it('Update Now tells the waiting worker to take over, and reloads once it has', async () => {
    const { container, waiting, post } = fakeContainer({ isWaiting: false });
    const reload = vi.fn();
    renderApp(<UpdateBanner container={container} reload={reload} />);
    post('SW_UPDATE_AVAILABLE');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Update Now' }));

    await waitFor(() => expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
    expect(reload).not.toHaveBeenCalled();
    post('SW_ACTIVATED');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload on activation the user did not ask for', () => {
    const { container, post } = fakeContainer({ isWaiting: false });
    const reload = vi.fn();
    renderApp(<UpdateBanner container={container} reload={reload} />);

    post('SW_ACTIVATED');

    expect(reload).not.toHaveBeenCalled();
  });

  it('shows again for a version still waiting from an earlier visit', async () => {
    const { container } = fakeContainer({ isWaiting: true });
    renderApp(<UpdateBanner container={container} reload={vi.fn()} />);

    expect(await screen.findByText('New Version Available')).toBeTruthy();
  });
});
