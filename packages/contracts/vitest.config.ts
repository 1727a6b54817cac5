import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // index.ts only re-exports
      exclude: ['src/index.ts'],
      reporter: ['text-summary', 'text'],
    },
  },
});
