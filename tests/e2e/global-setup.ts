import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalStack } from '../../scripts/local-stack.mjs';
import { runLog } from '../../scripts/run-logs.mjs';
import { E2E_PORTS } from '../stack.js';

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

/** Starts the whole local stack (cognito-local, sandbox, gateway) on fresh data for the run. */
export default async function globalSetup() {
  mkdirSync(ARTIFACTS, { recursive: true });
  // The stack's log is searched for secrets with the run's other logs (tests/ops/log-hygiene).
  const out = runLog('e2eStack');
  const stack = await startLocalStack({
    dataDir: join(ARTIFACTS, '.data'),
    fresh: true,
    ports: E2E_PORTS,
    eventRate: 20,
    out,
    // The suites sign in many times a minute from one address.
    env: {
      LOGIN_RATE_LIMIT_MAX_PER_IP: '10000',
      LOGIN_RATE_LIMIT_MAX_PER_USERNAME: '10000',
      // The sandbox's test-only surface: tests read what it received (GET /__sandbox/requests)
      // and make paths fail (POST /__sandbox/faults).
      SANDBOX_FAULTS: 'true',
      // The suites publish, restore, import and reset directly; change control has its own stack.
      APPROVALS_REQUIRED: 'none',
    },
  });
  return async () => {
    await stack.stop();
    out.end();
  };
}
