// `npm start`: install, build, and run the whole local stack offline (ARCHITECTURE.md).
import { install, log, pnpm } from './lib.mjs';

await install();
log('building every package (pnpm -r build)');
await pnpm(['-r', 'build']);

const { startLocalStack } = await import('./local-stack.mjs');
const stack = await startLocalStack({
  eventRate: process.env.SANDBOX_EVENT_RATE ? Number(process.env.SANDBOX_EVENT_RATE) : undefined,
});

log('the local stack is up:');
for (const line of stack.services) log(`  ${line}`);
if (stack.services.some((s) => s.startsWith('Pitboss'))) {
  log(`open ${stack.gatewayUrl} and sign in as admin / Admin123! (Ctrl-C stops everything)`);
}

let stopping = false;
const shutdown = async (signal) => {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping the local stack`);
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Exit when a service dies on its own, so a broken stack is not left half-running.
for (const { name, child } of stack.children) {
  child.on('exit', (code) => {
    if (stopping) return;
    log(`${name} exited (code ${code}); stopping the rest`);
    void shutdown('exit').then(() => process.exit(1));
  });
}
