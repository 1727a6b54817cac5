import { readFileSync } from 'node:fs';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import type { Config } from './types.js';

/**
 * Every problem found in the environment, collected so that one failed start names them all.
 * `add` records one ("NAME what is wrong"); the parsers return a fallback after adding.
 */
export class Problems {
  readonly list: string[] = [];
  add(problem: string): void {
    this.list.push(problem);
  }
}

/**
 * `TRUST_PROXY`: true/false, a hop count, or addresses and CIDR ranges (comma-separated, or the
 * names loopback, linklocal, uniquelocal). Checked here with the same parser Fastify uses, so a
 * bad value stops the start with the variable's name instead of a TypeError inside Fastify.
 */
export function parseTrustProxy(
  value: string | undefined,
  problems: Problems,
): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  try {
    proxyAddr.compile(list);
  } catch (err) {
    problems.add(
      `TRUST_PROXY must be true, false, a hop count, or addresses/CIDR ranges (${(err as Error).message}; got "${value}")`,
    );
    return false;
  }
  return list.join(',');
}

/** A 32-byte key in base64 (standard or url alphabet); a problem naming the variable otherwise. */
export function parseKey(variable: string, value: string, problems: Problems): Buffer | undefined {
  const text = value.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (key.length !== 32) {
    problems.add(
      `${variable} must be 32 random bytes in base64, e.g. from \`openssl rand -base64 32\` (got ${key.length} bytes)`,
    );
    return undefined;
  }
  return key;
}

/** `IMAGE_PROXY_ORIGINS`, `DEMO_ORIGINS`: comma-separated http(s) origins. */
export function parseOrigins(
  value: string | undefined,
  name: string,
  problems: Problems,
): string[] {
  if (value === undefined) return [];
  const out: string[] = [];
  for (const v of value.split(',').map((s) => s.trim())) {
    if (v === '') continue;
    let u: URL | undefined;
    try {
      u = new URL(v);
    } catch {
      u = undefined;
    }
    if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:')) {
      problems.add(`${name} must be http(s) origins (got "${v}")`);
      continue;
    }
    out.push(u.origin);
  }
  return out;
}

/** The names a local stack is reached by. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * `ALLOWED_HOSTS`: comma-separated host names (no scheme, no port; `*` alone allows any name).
 * Unset: the localhost names in local mode, any name otherwise.
 */
export function parseAllowedHosts(
  value: string | undefined,
  localMode: boolean,
  problems: Problems,
): string[] | undefined {
  if (value === undefined) return localMode ? LOCAL_HOSTS : undefined;
  const names = value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v !== '');
  if (names.length === 1 && names[0] === '*') return undefined;
  const bad = names.filter((n) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(n));
  if (names.length === 0 || bad.length > 0) {
    problems.add(
      `ALLOWED_HOSTS must be host names without scheme or port, comma-separated, or * (got "${value}")`,
    );
    return localMode ? LOCAL_HOSTS : [];
  }
  return names;
}

const identityFileSchema = z.looseObject({
  endpoint: z.string().optional(),
  region: z.string().optional(),
  userPoolId: z.string(),
  clientId: z.string(),
  clientSecret: z.string().optional(),
  issuer: z.string().optional(),
  jwksUri: z.string().optional(),
});

export type IdentityFile = z.infer<typeof identityFileSchema>;

/** The identity file cognito-local's set-up writes; undefined (with a problem) when unusable. */
export function readIdentityFile(file: string, problems: Problems): IdentityFile | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    problems.add(`COGNITO_IDENTITY_FILE: cannot read ${file} (${(err as Error).message})`);
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    problems.add(`COGNITO_IDENTITY_FILE: ${file} is not valid JSON`);
    return undefined;
  }
  const parsed = identityFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    problems.add(
      `COGNITO_IDENTITY_FILE: ${file}: ${issue ? `${issue.path.join('.') || 'value'} ${issue.message}` : 'invalid'}`,
    );
    return undefined;
  }
  return parsed.data;
}
