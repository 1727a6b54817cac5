// `pnpm dev`: the everyday loop. cognito-local and the sandbox admin API as in `npm start`, the
// gateway from its sources in watch mode (tsx: restarts on every save, contracts' sources
// included), and Vite's dev server (styles hot-swapped, components by React Fast Refresh), which
// proxies /trpc, /api and /live to the gateway. Open http://localhost:5173 and sign in as
// admin / Admin123!. Ctrl-C stops everything. The ports and the data folder are the settings of
// `npm start` (PORT, SANDBOX_PORT, COGNITO_LOCAL_PORT, PITBOSS_DATA_DIR) plus VITE_PORT.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, install, log, pnpm } from './lib.mjs';
import { stackSettings } from './stack-settings.mjs';

let settings;
try {
  settings = stackSettings();
} catch (err) {
  log(`the dev loop did not start: ${err.message}`);
  process.exit(1);
}

await install();
log('building what the dev loop runs from dist (contracts, sandbox)');
await pnpm(['--filter', '@pitboss/contracts', '--filter', '@pitboss/sandbox', 'run', 'build']);

const { startLocalStack } = await import('./local-stack.mjs');
const stack = await startLocalStack({
  withGateway: false,
  ports: settings.ports,
  eventRate: settings.eventRate,
  ...(settings.dataDir ? { dataDir: settings.dataDir } : {}),
}).catch((err) => {
  log(`the dev loop did not start: ${err.message}`);
  process.exit(1);
});
const children = [];
const run = (name, args, cwd, env = {}) => {
  const child = spawn('pnpm', args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  children.push({ name, child });
  return child;
};

run(
  'gateway',
  ['exec', 'tsx', 'watch', '--conditions=source', 'src/main.ts'],
  join(ROOT, 'packages/gateway'),
  {
    NODE_ENV: 'development',
    PORT: String(settings.ports.gateway),
    ADMIN_API_URL: stack.sandboxUrl,
    AUTH_MODE: 'local',
    COGNITO_IDENTITY_FILE: stack.identityFile,
    GATEWAY_DATA_DIR: join(stack.dataDir, 'gateway'),
  },
);
run(
  'web',
  ['exec', 'vite', '--port', String(settings.vitePort), '--strictPort'],
  join(ROOT, 'packages/web'),
  // vite.config.ts proxies /trpc, /api and /live to this gateway.
  { PITBOSS_GATEWAY_URL: `http://localhost:${settings.ports.gateway}` },
);
log(
  `dev loop: open http://localhost:${settings.vitePort} (gateway on :${settings.ports.gateway} in watch mode; Ctrl-C stops)`,
);

let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
for (const { name, child } of children) {
  child.on('exit', (code) => {
    if (stopping) return;
    log(`${name} exited (code ${code}); stopping the rest`);
    void stop(1);
  });
}
