import { defineConfig } from '@playwright/test';
import { ADMIN_STATE, CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL } from './stack.js';

export default defineConfig({
  testDir: './e2e',
  outputDir: './artifacts/test-output',
  // Guards, not verdicts: every wait is for a state, and a loaded 2-core machine can take more than
  // 10 s to load a screen's code and data while the gateway and sandbox share its cores.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // One shared local stack and two cores: one worker keeps timings honest.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // A stray .only would narrow the run and leave it green: refused everywhere, not only in CI.
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'artifacts/e2e-report.json' }],
  ],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    // Recording a trace of every test (to keep only the failures') took a fifth of the suite's
    // time on two cores; a failure keeps its screenshot and error context. To debug one, run it
    // again with `--trace on`.
    trace: 'off',
  },
  projects: [
    // Signs in once and saves the session cookie (ARCHITECTURE.md "Style to follow").
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'chromium', dependencies: ['setup'], use: { storageState: ADMIN_STATE } },
  ],
});
