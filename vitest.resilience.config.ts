import { defineConfig } from 'vitest/config';

// The long suites of real server processes under kills, overload and database faults (npm run test:resilience):
// one file at a time, since each one loads the machine on its own.
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['tests/resilience/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
