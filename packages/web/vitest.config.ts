import { defineConfig } from 'vitest/config';

// Unit tests of pure modules run in Node; a component test names its DOM (`@vitest-environment
// happy-dom`) and fakes the gateway at the network layer with MSW.
export default defineConfig({
  // Workspace packages from their sources, like the Vite build (no stale dist).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // A stray .only would narrow the run and leave it green: refused everywhere, not only in CI.
    allowOnly: false,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
