// Lighthouse's mobile preset (its defaults: a phone's screen, simulated slow 4G and a processor 4 times slower) on the
// landing page, the sign-in page, and, signed in, a customer's dashboard and an agent's workspace: three runs each,
// the median scores for performance and accessibility, and the median of the metrics behind the first. The real
// server on the embedded database with the demo data, in Debian's Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.ts';
import { freePort } from '../tests/support/free-port.ts';
import { killStartedServers, startServer } from '../tests/support/server-process.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEMO_PASSWORD = 'Demo1234!';

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface Run {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
}

const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

async function audit(port: number, url: string, isSignedIn: boolean, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: isSignedIn,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // Now and then its trace misses the navigation's start, and it asks to be run again: once.
  if (runtimeError?.code === 'NO_NAVSTART' && attempt === 1) return audit(port, url, isSignedIn, attempt + 1);
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
  const failing = Object.values(audits).filter((entry) => entry.score === 0 && entry.scoreDisplayMode === 'binary');
  for (const entry of failing) {
    const items = (entry.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
    console.log(`  ${url}: ${entry.id}: ${items.map((item) => item.node?.snippet ?? '').join(' ')}`);
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    metrics: Object.fromEntries(metricIds.map((id) => [id, audits[id]?.numericValue ?? Number.NaN])),
  };
}

async function measure(label: string, runs: () => Promise<Run>): Promise<void> {
  const results: Run[] = [];
  for (let index = 0; index < RUNS; index += 1) results.push(await runs());
  const metric = (id: string) => median(results.map((run) => run.metrics[id] ?? Number.NaN));
  console.log(
    `${label}: performance ${median(results.map((run) => run.performance))} (runs ${results.map((run) => run.performance).join(', ')}), ` +
      `accessibility ${median(results.map((run) => run.accessibility))}; ` +
      `FCP ${Math.round(metric('first-contentful-paint'))} ms, LCP ${Math.round(metric('largest-contentful-paint'))} ms, ` +
      `TBT ${Math.round(metric('total-blocking-time'))} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}, ` +
      `Speed Index ${Math.round(metric('speed-index'))} ms`,
  );
}

async function signIn(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[type="email"]', email);
  await page.type('input[type="password"]', DEMO_PASSWORD);
  await page.click('button[type="submit"]');
  await page.waitForFunction(() => location.pathname !== '/login', { timeout: 30_000 });
}

const dataDir = mkdtempSync(join(tmpdir(), 'tandem-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
try {
  const port = await freePort();
  await startServer({ port, dataDir });
  const main = `http://localhost:${port}`;
  const acme = `http://acme.localhost:${port}`;
  console.log(`Lighthouse ${RUNS} runs each, mobile preset`);
  await measure('landing page', () => audit(chrome.port, `${main}/`, false));
  await measure('sign-in page', () => audit(chrome.port, `${main}/login?subdomain=acme`, false));
  // Connected only now: a connection made before Lighthouse's runs can be left with a session they closed.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await signIn(page, acme, 'carla@northwind.test');
  await page.close();
  await measure('customer dashboard (signed in)', () => audit(chrome.port, `${acme}/dashboard`, true));
  // The agent's session replaces the customer's: the stored one is cleared first, or the login page moves on.
  const agentPage = await browser.newPage();
  await agentPage.goto(`${acme}/api/health`);
  await agentPage.evaluate(() => window.localStorage.clear());
  await signIn(agentPage, acme, 'andy@acme.test');
  await agentPage.close();
  await measure("agent's workspace (signed in)", () => audit(chrome.port, `${acme}/dashboard`, true));
  await browser.disconnect();
} finally {
  chrome.kill();
  killStartedServers();
  rmSync(dataDir, { recursive: true, force: true });
}
