// The logs a test run keeps, all in one folder: the end-to-end stack's, the scale-out gateways'
// and HAProxy's, npm start's, and the containers' of the Docker tests. The last operations test
// (tests/ops/log-hygiene.test.mjs) searches every one of them for secrets, and fails when one is
// missing: a log that was never written cannot be vouched for.
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

export const RUN_LOG_DIR = join(ROOT, 'test-results', 'logs');

/** Each log of the run by what writes it; the file names log-hygiene expects. */
export const RUN_LOGS = {
  e2eStack: 'e2e-stack.log',
  scaleOutStack: 'scale-out-stack.log',
  scaleOutGateways: 'scale-out-gateways.log',
  scaleOutHaproxy: 'scale-out-haproxy.log',
  npmStart: 'npm-start.log',
  dockerGatewayAlone: 'docker-gateway-alone.log',
  dockerLocalProfile: 'docker-local-profile.log',
  dockerPostgresProfile: 'docker-postgres-profile.log',
  dockerComposePlugin: 'docker-compose-plugin.log',
};

/** The path of one of the run's logs (its folder made). */
export function runLogPath(name) {
  mkdirSync(RUN_LOG_DIR, { recursive: true });
  return join(RUN_LOG_DIR, RUN_LOGS[name]);
}

/** A stream that writes one of the run's logs afresh. */
export function runLog(name) {
  return createWriteStream(runLogPath(name));
}
