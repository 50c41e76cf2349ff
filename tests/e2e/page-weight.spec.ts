import type { Browser, Page } from '@playwright/test';
import { expect, type Tenant, test } from './support/tenant.ts';

/**
 * What a cold browser downloads for each page, against the speed issue's budgets (decision 194): the JavaScript of
 * every response until the network is idle, as Chromium's network log counts it (compressed as sent, headers
 * included), in a new browser context with its cache off. Byte counts, not timings: the same build gives the same
 * figures.
 */
const budgets = {
  'landing page': 120,
  "an organization's login page": 150,
  "a returning customer's portal": 150,
  "an agent's workspace": 300,
} as const;

type PageName = keyof typeof budgets;
type StorageState = Awaited<ReturnType<Tenant['storageStateOf']>>;

interface Download {
  url: string;
  type: string;
  bytes: number;
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** Opens the page in a browser context of its own, cache off, waits for `shown`, then for the network to be idle. */
async function downloadsOf(
  browser: Browser,
  url: string,
  storageState: StorageState | undefined,
  shown: (page: Page) => Promise<void>,
): Promise<Download[]> {
  const context = await browser.newContext({ storageState: storageState ?? { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map<string, { url: string; type: string }>();
    const downloads: Download[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => responses.set(requestId, { url: response.url, type }));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = responses.get(requestId);
      if (response) downloads.push({ ...response, bytes: encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await shown(page);
    // What the page fetches once it has shown (its data, then what the data calls for) counts as well.
    await page.waitForLoadState('networkidle');
    return downloads;
  } finally {
    await context.close();
  }
}

/** Writes the page's figures to the report, and fails naming the page, its JavaScript and budget, and its largest files. */
function expectWithinBudget(name: PageName, downloads: Download[]): void {
  const scripts = downloads.filter((download) => download.type === 'Script');
  const javaScript = scripts.reduce((sum, download) => sum + download.bytes, 0);
  const css = downloads.filter((download) => download.type === 'Stylesheet').reduce((sum, download) => sum + download.bytes, 0);
  const summary = `${name}: ${kB(javaScript)} kB of JavaScript in ${scripts.length} files (budget ${budgets[name]} kB), ${kB(css)} kB of CSS`;
  test.info().annotations.push({ type: 'page weight', description: summary });
  console.log(summary);
  const largest = [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 12)
    .map((download) => `  ${kB(download.bytes).padStart(6)} kB ${new URL(download.url).pathname}`);
  expect(javaScript / 1024, `${summary}; its largest files:\n${largest.join('\n')}`).toBeLessThanOrEqual(budgets[name]);
}

async function customerWithTicket(tenant: Tenant) {
  await tenant.createTicket({ subject: 'Heating off in the office', customerId: tenant.customer.recordId ?? '' });
  return tenant.storageStateOf(tenant.customer);
}

test.describe('what a cold browser downloads for each page', () => {
  test.use({ signedInAs: null });

  test('the landing page', async ({ browser, baseURL }) => {
    const downloads = await downloadsOf(browser, `${baseURL}/`, undefined, async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    expectWithinBudget('landing page', downloads);
  });

  test("an organization's login page", async ({ browser, tenant }) => {
    const downloads = await downloadsOf(browser, tenant.url('/login'), undefined, async (page) => {
      // The server renders the page; the button is enabled once the app has taken it over.
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    });
    expectWithinBudget("an organization's login page", downloads);
  });

  test("a returning customer's portal", async ({ browser, tenant }) => {
    const downloads = await downloadsOf(browser, tenant.url('/dashboard'), await customerWithTicket(tenant), async (page) => {
      await expect(page.getByRole('link', { name: 'Heating off in the office' })).toBeVisible({ timeout: 20_000 });
    });
    // The session is fresh: the auth client is not needed before it is due for renewal.
    expect(downloads.map((download) => download.url).filter((url) => /auth-client/.test(url))).toEqual([]);
    expectWithinBudget("a returning customer's portal", downloads);
  });

  test("an agent's workspace", async ({ browser, tenant }) => {
    const downloads = await downloadsOf(browser, tenant.url('/dashboard'), await tenant.storageStateOf(tenant.agent), async (page) => {
      await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible({ timeout: 20_000 });
    });
    expectWithinBudget("an agent's workspace", downloads);
  });
});
