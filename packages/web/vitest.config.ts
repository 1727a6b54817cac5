import { defineConfig } from 'vitest/config';

// Unit tests of pure modules (stores, rules, sample figures) run in Node; no DOM needed.
export default defineConfig({
  // Workspace packages from their sources, like the Vite build (no stale dist).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
