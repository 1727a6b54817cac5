export { buildApp, gatewayApp, type AppOptions } from './app.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export type { AppRouter } from './trpc/router.js';
