export * from './identity/index.js';
export { buildSandbox } from './app.js';
export type { SandboxOptions, SandboxInstance } from './app.js';
export type { IdentityConfig, UserProfile } from './auth.js';
export { CASINO_EVENT_TYPES, ADMIN_EVENT_NAMES, HIGH_ROLLER_AMOUNT, EventHub } from './events.js';
export type { CasinoEvent, CasinoEventType } from './events.js';
export { DEFAULT_SEED_COUNTS } from './db/seed.js';
export type { SeedCounts } from './db/seed.js';
export type { SandboxContext } from './context.js';
