import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { webBuildInputs, webBuildKey, webBuildSettings } from './web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Only React's development build carries these: its DevTools advice, and full error texts instead of codes.
const developmentMarker = 'Download the React DevTools';
const productionMarker = 'Minified React error';

describe('the web build', () => {
  test('its key changes with its mode and its VITE_ variables, not with the NODE_ENV it is started with', () => {
    const settings = webBuildSettings({ NODE_ENV: 'development' });
    expect(settings).toEqual(webBuildSettings({ NODE_ENV: 'production' }));
    expect(settings).toEqual(webBuildSettings({}));
    expect(settings).toMatchObject({ mode: 'production', nodeEnv: 'production' });

    const key = webBuildKey({ root, settings });
    expect(webBuildKey({ root, settings: { ...settings, mode: 'development' } })).not.toBe(key);
    expect(webBuildKey({ root, settings: { ...settings, nodeEnv: 'development' } })).not.toBe(key);
    expect(webBuildKey({ root, settings: webBuildSettings({ VITE_PLATFORM_NAME: 'Helpdesk' }) })).not.toBe(key);
  });

  describe('started as npm start starts it', () => {
    // A copy of what the web app is built from, so that the test's builds leave the tree's dist/ alone.
    const copy = mkdtempSync(join(tmpdir(), 'tandem-web-build-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    const start = (env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, ['scripts/build-web-if-changed.ts'], { cwd: copy, env: { ...process.env, ...env }, encoding: 'utf8' });

    test('makes a production build under NODE_ENV=development, kept on a start with another NODE_ENV', () => {
      for (const path of [...webBuildInputs, 'scripts', 'package.json']) cpSync(join(root, path), join(copy, path), { recursive: true });
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));

      const build = start({ NODE_ENV: 'development' });
      expect(build.status, build.stderr).toBe(0);
      const assets = join(copy, 'dist/web/assets');
      const scripts = readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(join(assets, file), 'utf8'));
      expect(scripts.filter((script) => script.includes(developmentMarker))).toHaveLength(0);
      expect(scripts.some((script) => script.includes(productionMarker))).toBe(true);

      const restart = start({ NODE_ENV: 'production' });
      expect(restart.status, restart.stderr).toBe(0);
      expect(restart.stdout).toContain('not rebuilt');
    });
  });
});
