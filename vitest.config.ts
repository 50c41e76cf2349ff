import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The web component tests share their modules within a worker: 62 s of processor time for the 73 files, against
// 148 s loading React, Mantine and the app again for each file (docs/performance.md). A file that replaces a module
// (vi.mock) or imports one once it has set the page up gets modules of its own.
const webTests = globSync('src/web/**/*.test.{ts,tsx}');
const webTestsWithOwnModules = webTests.filter((file) => /\bvi\.mock\(|await import\(/.test(readFileSync(file, 'utf8')));
const webProject = {
  plugins: [react()],
  test: {
    environment: 'jsdom' as const,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['src/web/test/setup.ts'],
  },
};

export default defineConfig({
  test: {
    // One worker per core for every project, side by side: vitest's default leaves a core idle (one worker on two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          environment: 'node',
          // The property tests check hundreds of generated cases each: 2 s on a quiet machine, over 5 on a busy one.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // One migrated database per worker, shared by its test files: each test makes its own organizations.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          // A whole web build, 10 s on a quiet machine.
          testTimeout: 300_000,
        },
      },
      {
        ...webProject,
        test: { ...webProject.test, name: 'web', include: webTests, exclude: webTestsWithOwnModules, isolate: false },
      },
      {
        ...webProject,
        test: { ...webProject.test, name: 'web-own-modules', include: webTestsWithOwnModules },
      },
    ],
  },
});
