import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor wait up to 5 s instead of 1: on a machine busy with the other suites, a debounced search or a
// lazily loaded module can take more than a second to show, and the test would fail for it.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine and the site's scroll handling use: media queries, resizing, computed styles, scrolling.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // The toasts live in a store of their module, which the test files of a worker share.
  notifications.clean();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
