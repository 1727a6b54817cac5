import { defineConfig } from 'vitest/config';

// Unit tests of pure modules (stores, rules, sample figures) run in Node; no DOM needed.
export default defineConfig({
  // Workspace packages from their sources, like the Vite build (no stale dist).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // A stray .only would narrow the run and leave it green: refused everywhere, not only in CI.
    allowOnly: false,
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
