import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionCookieOf, startGateway } from './support/gateway.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startGateway({ ALLOWED_HOSTS: 'localhost,pitboss.casino.example' });
});
afterAll(async () => {
  await app?.close();
});

describe('sign-in', () => {
  it('signs the admin in with an httpOnly, SameSite=Strict cookie and no token in the answer', async () => {
    const { status, body, res } = await call(app, 'mutation', 'auth.login', {
      username: 'admin',
      password: 'Admin123!',
    });
    expect(status).toBe(200);
    expect(body.result?.data).toMatchObject({
      status: 'SIGNED_IN',
      user: {
        username: 'admin',
        displayName: 'Ada Admin',
        givenName: 'Ada',
        familyName: 'Admin',
        email: 'admin@pitboss.local',
        role: 'admin',
        isAdmin: true,
      },
    });
    const cookie = res.cookies.find((c) => c.name === 'pitboss_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    expect(res.body).not.toMatch(/eyJ[\w-]+\.eyJ/);

    const me = await call(app, 'query', 'auth.me', undefined, { cookie: sessionCookieOf(res) });
    expect(me.body.result?.data).toMatchObject({
      user: { username: 'admin' },
      bypassEnabled: true,
    });
    expect(me.res.body).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });

  it('marks the cookie Secure outside localhost', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { host: 'pitboss.casino.example', 'content-type': 'application/json' },
      payload: { username: 'admin', password: 'Admin123!' },
    });
    expect(res.statusCode).toBe(200);
    // The __Host- name: no sibling subdomain can plant a cookie that shadows it.
    expect(res.cookies.find((c) => c.name === 'pitboss_session')).toBeUndefined();
    expect(res.cookies.find((c) => c.name === '__Host-pitboss_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      path: '/',
    });
    expect(res.cookies.find((c) => c.name === '__Host-pitboss_session')?.domain).toBeUndefined();
    // A planted plain cookie next to it is not read in its place.
    const sid = res.cookies.find((c) => c.name === '__Host-pitboss_session')?.value ?? '';
    const me = await app.inject({
      url: '/trpc/auth.me',
      headers: {
        host: 'pitboss.casino.example',
        cookie: `pitboss_session=planted; __Host-pitboss_session=${sid}`,
      },
    });
    expect(me.json<{ result: { data: { user: unknown } } }>().result.data.user).toMatchObject({
      username: 'admin',
    });
  });

  it('answers the same spec text for a wrong password and an unknown user (no user enumeration)', async () => {
    const wrong = await call(app, 'mutation', 'auth.login', {
      username: 'admin',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error?.message).toBe('Invalid username or password. Please try again.');
    const unknown = await call(app, 'mutation', 'auth.login', {
      username: 'nobody',
      password: 'whatever1',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error?.message).toBe('Invalid username or password. Please try again.');
  });

  it('denies the viewer with the exact text', async () => {
    const { status, body, res } = await call(app, 'mutation', 'auth.login', {
      username: 'viewer',
      password: 'Viewer123!',
    });
    expect(status).toBe(403);
    expect(body.error?.message).toBe('Access denied. You do not have admin privileges.');
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('takes newhire through the new password, mismatch and length errors first', async () => {
    const first = await call(app, 'mutation', 'auth.login', {
      username: 'newhire',
      password: 'Welcome123!',
    });
    expect(first.body.result?.data).toMatchObject({
      status: 'NEW_PASSWORD_REQUIRED',
      username: 'newhire',
    });
    const session = (first.body.result?.data as { session: string }).session;
    expect(session).not.toContain('.');
    expect(sessionCookieOf(first.res)).toBeUndefined();

    const mismatch = await call(app, 'mutation', 'auth.completeNewPassword', {
      username: 'newhire',
      session,
      newPassword: 'Brand-new-1',
      confirmPassword: 'Brand-new-2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error?.message).toBe('Passwords do not match.');
    expect(mismatch.body.error?.data.fieldErrors?.confirmPassword).toEqual([
      'Passwords do not match.',
    ]);

    const short = await call(app, 'mutation', 'auth.completeNewPassword', {
      username: 'newhire',
      session,
      newPassword: 'Sh0rt!',
      confirmPassword: 'Sh0rt!',
    });
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toBe('Password must be at least 8 characters long.');

    const done = await call(app, 'mutation', 'auth.completeNewPassword', {
      username: 'newhire',
      session,
      newPassword: 'Brand-new-1',
      confirmPassword: 'Brand-new-1',
    });
    expect(done.status).toBe(200);
    expect(done.body.result?.data).toMatchObject({
      status: 'SIGNED_IN',
      user: { username: 'newhire', isAdmin: true },
    });
    expect(sessionCookieOf(done.res)).toBeTruthy();

    const again = await call(app, 'mutation', 'auth.completeNewPassword', {
      username: 'newhire',
      session,
      newPassword: 'Brand-new-1',
      confirmPassword: 'Brand-new-1',
    });
    expect(again.status).toBe(401);
    expect(again.body.error?.message).toMatch(/^Failed to set new password: /);
  });

  it('validates the login input with the spec messages', async () => {
    const { status, body } = await call(app, 'mutation', 'auth.login', {
      username: ' ',
      password: '',
    });
    expect(status).toBe(400);
    expect(body.error?.message).toBe('Username is required');
    expect(body.error?.data.fieldErrors).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });
});
