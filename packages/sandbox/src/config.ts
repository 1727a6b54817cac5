import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { MAX_SEED_SCALE } from './db/seed-counts.js';

const intFrom = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`);

const envSchema = z.object({
  SANDBOX_PORT: intFrom('SANDBOX_PORT', 1, 65535).default(4010),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_DATA_DIR: z
    .string()
    .min(1, 'SANDBOX_DATA_DIR must not be empty')
    .default('.data/sandbox'),
  SANDBOX_EVENT_RATE: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'SANDBOX_EVENT_RATE must be a number of events per second')
    .transform(Number)
    .refine((n) => n <= 10_000, 'SANDBOX_EVENT_RATE must be at most 10000')
    .default(3),
  SANDBOX_SEED: intFrom('SANDBOX_SEED', 0, 2 ** 32 - 1).default(42),
  SANDBOX_SCALE: intFrom('SANDBOX_SCALE', 1, MAX_SEED_SCALE).default(1),
  SANDBOX_LATENCY_MS: intFrom('SANDBOX_LATENCY_MS', 0, 60_000).default(0),
  SANDBOX_LATENCY_JITTER_MS: intFrom('SANDBOX_LATENCY_JITTER_MS', 0, 60_000).default(0),
  SANDBOX_IDENTITY_FILE: z.string().min(1).default('.data/cognito/identity.json'),
  SANDBOX_PUBLIC_URL: z.url('SANDBOX_PUBLIC_URL must be an absolute URL').optional(),
  SANDBOX_DEMO_URL: z.url('SANDBOX_DEMO_URL must be an absolute URL').optional(),
  SANDBOX_FAULTS: z.enum(['0', '1', 'true', 'false']).default('false'),
  SANDBOX_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
});
export type SandboxEnv = z.output<typeof envSchema>;

const identitySchema = z.object({
  issuer: z.string().min(1),
  jwksUri: z.string().min(1),
  endpoint: z.string().min(1),
  region: z.string().optional(),
});

export class ConfigError extends Error {}

/** Parses the environment once; the error names the bad variable(s). */
export function parseEnv(env: NodeJS.ProcessEnv): SandboxEnv {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k.startsWith('SANDBOX_') && v !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid sandbox configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export async function readIdentityFile(file: string): Promise<z.output<typeof identitySchema>> {
  const full = path.resolve(file);
  let text: string;
  try {
    text = await readFile(full, 'utf8');
  } catch {
    throw new ConfigError(
      `SANDBOX_IDENTITY_FILE: cannot read ${full}. Start the identity first (node dist/identity/main.js) or point SANDBOX_IDENTITY_FILE at its identity.json.`,
    );
  }
  const parsed = identitySchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new ConfigError(`SANDBOX_IDENTITY_FILE: ${full} is not a valid identity file`);
  return parsed.data;
}
