import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AuditEntry, Page } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway } from './support/gateway.js';
import { send, serve, signInOver, trpcOver } from './support/http.js';

let app: FastifyInstance;
let base: string;
let cookie: string;

beforeAll(async () => {
  app = await startGateway({
    EXPORT_RATE_LIMIT_PER_MINUTE: '3',
    BACKUP_RATE_LIMIT_PER_MINUTE: '2',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '2',
  });
  base = await serve(app);
  cookie = await signInOver(base);
});
afterAll(async () => {
  await app?.close();
});

async function accessToken(username: string, password: string): Promise<string> {
  const identity = inject('identity');
  const client = new CognitoIdentityProviderClient({
    endpoint: identity.endpoint,
    region: identity.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  client.destroy();
  return AuthenticationResult?.AccessToken ?? '';
}

const json = { 'content-type': 'application/json' };

/** The streamed CSV export of the whole trail. */
const exportCsv = () =>
  send(base, { path: '/api/audit/export', headers: { cookie: `pitboss_session=${cookie}` } });

async function rows(limit = 20): Promise<AuditEntry[]> {
  const res = await trpcOver(base, cookie, 'query', 'audit.list', { limit });
  return res.json<{ result: { data: Page<AuditEntry> } }>().result.data.items;
}

describe('security events are audit rows (Activity)', () => {
  it('bypass sign-ins, a sign-out, a failed sign-in, a refused non-administrator, a backup download and an export', async () => {
    const bypass = async () => {
      const res = await send(base, {
        method: 'POST',
        path: '/trpc/auth.bypass',
        headers: { ...json, origin: base },
        body: 'null',
      });
      expect(res.status).toBe(200);
      return /pitboss_session=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1] ?? '';
    };
    const first = await bypass();
    await bypass();
    const out = await send(base, {
      method: 'POST',
      path: '/trpc/auth.logout',
      headers: { ...json, origin: base, cookie: `pitboss_session=${first}` },
      body: 'null',
    });
    expect(out.status).toBe(200);
    const failed = await send(base, {
      method: 'POST',
      path: '/trpc/auth.login',
      headers: { ...json, origin: base },
      body: JSON.stringify({ username: 'admin', password: 'wrong-password' }),
    });
    expect(failed.status).toBe(401);
    const viewer = await send(base, {
      path: '/trpc/auth.session',
      headers: { authorization: `Bearer ${await accessToken('viewer', 'Viewer123!')}` },
    });
    expect(viewer.status).toBe(403);
    const backup = await send(base, {
      path: '/api/catalogue/backup',
      headers: { cookie: `pitboss_session=${cookie}` },
      timeoutMs: 60_000,
    });
    expect(backup.status).toBe(200);
    const exported = await exportCsv();
    expect(exported.status).toBe(200);

    const seen = (await rows()).map((r) => `${r.procedure} ${r.outcome} ${r.username}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'auth.bypass ok admin',
        'auth.logout ok admin',
        'auth.login error admin',
        'auth.refused error viewer',
        'catalogue.backupDownload ok admin',
        'audit.export ok admin',
      ]),
    );
    expect(seen.filter((r) => r === 'auth.bypass ok admin')).toHaveLength(2);
    const section = await trpcOver(base, cookie, 'query', 'audit.list', { domain: 'audit' });
    expect(section.status).toBe(200);
  });
});

describe('per-user limits on heavy requests, shared through the database', () => {
  it('answers 429 with a clear message and Retry-After past the limit', async () => {
    const statuses: number[] = [];
    let last = await exportCsv();
    for (let i = 0; i < 4; i++) {
      last = await exportCsv();
      statuses.push(last.status);
    }
    expect(statuses).toContain(429);
    expect(last.status).toBe(429);
    expect(last.json<{ message: string }>().message).toMatch(
      /^Too many audit exports\. Please wait \d+ seconds and try again\.$/,
    );
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);

    const downloads: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await send(base, {
        path: '/api/catalogue/backup',
        headers: { cookie: `pitboss_session=${cookie}` },
        timeoutMs: 60_000,
      });
      downloads.push(res.status);
    }
    expect(downloads.at(-1)).toBe(429);

    const uploads: number[] = [];
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.append('image', new Blob([Buffer.from('GIF89a')], { type: 'image/gif' }), 'a.gif');
      const body = new Response(form);
      const res = await send(base, {
        method: 'POST',
        path: '/api/uploads/slots/1/image',
        headers: {
          origin: base,
          cookie: `pitboss_session=${cookie}`,
          'content-type': body.headers.get('content-type') ?? '',
        },
        body: Buffer.from(await body.arrayBuffer()),
      });
      uploads.push(res.status);
    }
    expect(uploads.at(-1)).toBe(429);
  });

  it('counts in the gateway database, which every instance on it shares', async () => {
    // Both instances count in the database: the limiter keys are rows, not process memory.
    const keys = await app.database.db.query.loginLimits.findMany();
    expect(keys.some((k) => k.key.startsWith('heavy-export'))).toBe(true);
  });
});
