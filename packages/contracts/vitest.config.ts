import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A stray .only would narrow the run and leave it green: refused everywhere, not only in CI.
    allowOnly: false,
    include: ['test/**/*.test.ts'],
    // Property tests run hundreds of cases: on a busy 2-core machine that can pass 5 s.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // index.ts only re-exports
      exclude: ['src/index.ts'],
      reporter: ['text-summary', 'text'],
    },
  },
});
