import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // A stray .only would narrow the run and leave it green: refused everywhere, not only in CI.
    allowOnly: false,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // One worker, and the modules each file imports kept between files: importing the gateway
    // afresh for every file cost more than its tests in many files.
    isolate: false,
  },
});
