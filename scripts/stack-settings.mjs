// The settings `npm start` and `pnpm dev` read from the environment (docs/configuration.md, "The
// local stack"): every port and the data folder, each under the name the service itself reads, so
// one variable moves a port wherever it is used. A bad value stops the start, naming the setting.

const PORTS = [
  ['gateway', 'PORT', 8080],
  ['sandbox', 'SANDBOX_PORT', 4010],
  ['cognito', 'COGNITO_LOCAL_PORT', 9229],
];

function port(env, name, fallback) {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535 (got "${env[name]}")`);
  }
  return Number(text);
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ports: {gateway: number, sandbox: number, cognito: number}, vitePort: number,
 *   dataDir: string | undefined, eventRate: number | undefined}}
 */
export function stackSettings(env = process.env) {
  const ports = Object.fromEntries(
    PORTS.map(([service, name, fallback]) => [service, port(env, name, fallback)]),
  );
  const vitePort = port(env, 'VITE_PORT', 5173);
  const taken = new Map();
  for (const [service, name] of [...PORTS, ['vite', 'VITE_PORT']]) {
    const value = service === 'vite' ? vitePort : ports[service];
    if (taken.has(value)) throw new Error(`${name} and ${taken.get(value)} are both ${value}`);
    taken.set(value, name);
  }
  const rate = env.SANDBOX_EVENT_RATE?.trim();
  if (rate && !/^\d+(\.\d+)?$/.test(rate)) {
    throw new Error(`SANDBOX_EVENT_RATE must be a number of events per second (got "${rate}")`);
  }
  return {
    ports,
    vitePort,
    dataDir: env.PITBOSS_DATA_DIR?.trim() || undefined,
    eventRate: rate ? Number(rate) : undefined,
  };
}
