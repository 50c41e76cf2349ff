import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './tests/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'tests/e2e',
  // Each test has its own organization (tests/e2e/support/tenant.ts), and no retries, since a flaky test is a defect.
  // One worker per core: two per core took 10.4 min in CI against 9.1 min for one.
  fullyParallel: true,
  workers: availableParallelism(),
  retries: 0,
  // A loaded machine may take more than the default 5 s to show a page the first time.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace with the page's DOM at each step, but no screencast: recording frames took a
    // quarter of the suite's processor time (docs/performance.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium: no browser download; the flags keep it off the closed network.
          executablePath: chromiumPath,
          args: chromiumFlags,
        },
      },
    },
  ],
  webServer: {
    // A fresh embedded database with the demo data, served as `npm start` serves it, with the route that makes each test's organization.
    command: `rm -rf .e2e-data/${port} && node tests/e2e/support/e2e-server.ts`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // The first start migrates and seeds an embedded database: allow for a slow machine.
    timeout: 180_000,
    // Every spec signs in from this one machine, some with wrong passwords: the limits would end the run early.
    env: {
      PORT: String(port),
      DATA_DIR: `.e2e-data/${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT_PER_HOUR: '1000',
      SIGN_IN_FAILURES_BEFORE_LOCKOUT: '1000',
      SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR: '1000',
      // The built-in receiver takes the mail tests/e2e/inbound-mail.spec.ts sends.
      INBOUND_EMAIL_DOMAIN: 'mail.e2e.test',
      INBOUND_SMTP_PORT: String(port + 1),
      // tests/e2e/single-sign-on.spec.ts starts its OpenID provider on this machine, over http.
      SSO_ALLOW_LOCAL_PROVIDERS: 'true',
      // tests/e2e/webhooks.spec.ts receives its deliveries on this machine, over http.
      WEBHOOKS_ALLOW_LOCAL: 'true',
    },
  },
});
