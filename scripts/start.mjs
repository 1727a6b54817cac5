// `npm start`: install, build, and run the whole local stack offline (ARCHITECTURE.md).
// Exits 0 only when stopped by Ctrl-C / SIGTERM; a service that dies on its own, or a stack that
// cannot start (a build output missing, a port taken), ends it with exit code 1.
// For tests: PITBOSS_START_SKIP_BUILD=true skips install and build, PITBOSS_START_DATA_DIR and
// PITBOSS_START_PORTS ({"cognito":…,"sandbox":…,"gateway":…}) move the data folder and ports.
import { install, log, pnpm } from './lib.mjs';

if (process.env.PITBOSS_START_SKIP_BUILD !== 'true') {
  await install();
  log('building every package (pnpm -r build)');
  await pnpm(['-r', 'build']);
}

const { startLocalStack } = await import('./local-stack.mjs');
let stack;
try {
  stack = await startLocalStack({
    eventRate: process.env.SANDBOX_EVENT_RATE ? Number(process.env.SANDBOX_EVENT_RATE) : undefined,
    ...(process.env.PITBOSS_START_DATA_DIR ? { dataDir: process.env.PITBOSS_START_DATA_DIR } : {}),
    ...(process.env.PITBOSS_START_PORTS
      ? { ports: JSON.parse(process.env.PITBOSS_START_PORTS) }
      : {}),
  });
} catch (err) {
  log(`the local stack did not start: ${err.message}`);
  process.exit(1);
}

log('the local stack is up:');
for (const line of stack.services) log(`  ${line}`);
log(`open ${stack.gatewayUrl} and sign in as admin / Admin123! (Ctrl-C stops everything)`);

let stopping = false;
const shutdown = async (reason, code) => {
  if (stopping) return;
  stopping = true;
  log(`${reason}: stopping the local stack`);
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown('SIGINT', 0));
process.on('SIGTERM', () => void shutdown('SIGTERM', 0));

// A service that dies on its own takes the rest down, and `npm start` fails.
for (const { name, child } of stack.children) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    void shutdown(`${name} exited on its own (${signal ?? `code ${code}`})`, 1);
  });
}
