// `npm start`: install, build, and run the whole local stack offline (docs/ARCHITECTURE.md).
// Exits 0 only when stopped by Ctrl-C / SIGTERM; a service that dies on its own, or a stack that
// cannot start (a build output missing, a port taken), ends it with exit code 1.
// Settings (docs/configuration.md): PORT, SANDBOX_PORT, COGNITO_LOCAL_PORT and PITBOSS_DATA_DIR
// move the ports and the data folder; install and build are skipped when nothing changed since
// the last build (PITBOSS_REBUILD=true forces them; PITBOSS_START_SKIP_BUILD=true skips them).
import { buildIsCurrent, recordBuild } from './build-stamp.mjs';
import { install, log, pnpm, startBanner } from './lib.mjs';
import { stackSettings } from './stack-settings.mjs';

let settings;
try {
  settings = stackSettings();
} catch (err) {
  log(`the local stack did not start: ${err.message}`);
  process.exit(1);
}

const { missingBuildOutputs, startLocalStack, defaultMains } = await import('./local-stack.mjs');
if (process.env.PITBOSS_START_SKIP_BUILD !== 'true') {
  const built = missingBuildOutputs(defaultMains(), defaultMains().webDist).length === 0;
  if (process.env.PITBOSS_REBUILD !== 'true' && built && buildIsCurrent()) {
    log(
      'nothing changed since the last build: skipping install and build (PITBOSS_REBUILD=true forces them)',
    );
  } else {
    await install();
    log('building every package (pnpm -r build)');
    await pnpm(['-r', 'build']);
    recordBuild();
  }
}

let stack;
try {
  stack = await startLocalStack({
    eventRate: settings.eventRate,
    ports: settings.ports,
    ...(settings.dataDir ? { dataDir: settings.dataDir } : {}),
  });
} catch (err) {
  log(`the local stack did not start: ${err.message}`);
  process.exit(1);
}

log('the local stack is up:');
for (const line of stack.services) log(`  ${line}`);
log(startBanner(stack.gatewayUrl));

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
