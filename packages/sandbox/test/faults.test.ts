import { afterEach, describe, expect, it } from 'vitest';
import { api } from './helpers.js';

afterEach(async () => {
  await api('DELETE', '/__sandbox/faults', { token: null });
});

describe('test-only control surface (faults: true)', () => {
  it('makes a path prefix fail with a status, once', async () => {
    const set = await api('POST', '/__sandbox/faults', {
      body: { path: '/groups', status: 500, once: true },
      token: null,
    });
    expect(set.status).toBe(201);
    const failed = await api('GET', '/groups/all');
    expect(failed.status).toBe(500);
    expect(failed.body.message).toBe('Injected fault (500)');
    expect((await api('GET', '/groups/all')).status).toBe(200);
  });

  it('delays a path (to exercise timeouts) and can be cleared', async () => {
    await api('POST', '/__sandbox/faults', {
      body: { path: '/system/health', delayMs: 400 },
      token: null,
    });
    const t0 = Date.now();
    expect((await api('GET', '/system/health/ready')).status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(380);
    // a request held by a long delay is answered as soon as the faults are cleared (the delay
    // would outlast the test's time limit), and the next one is not held at all
    await api('POST', '/__sandbox/faults', {
      body: { path: '/system/health', delayMs: 600_000 },
      token: null,
    });
    const held = api('GET', '/system/health/ready');
    // cleared only once the request is held
    for (;;) {
      const listed = await api('GET', '/__sandbox/faults', { token: null });
      if ((listed.body as { faults: { hits: number }[] }).faults[0]?.hits) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await api('DELETE', '/__sandbox/faults', { token: null });
    expect((await held).status).toBe(200);
    expect((await api('GET', '/system/health/ready')).status).toBe(200);
  });

  it('records the last request bodies per path', async () => {
    await api('DELETE', '/__sandbox/requests', { token: null });
    await api('PUT', '/groups/2', { body: { order_hint: 2 } });
    const r = await api('GET', '/__sandbox/requests?path=/groups/2', { token: null });
    expect(r.body.requests).toHaveLength(1);
    expect(r.body.requests[0]).toMatchObject({
      method: 'PUT',
      body: { order_hint: 2 },
      status: 200,
    });
  });

  it('counts every request answered, past the log of 50, until reset', async () => {
    await api('DELETE', '/__sandbox/request-counts', { token: null });
    for (let i = 0; i < 60; i++) await api('GET', `/slots/filter?page=${i + 1}&limit=1`);
    await api('PUT', '/groups/2', { body: { order_hint: 2 } });
    const r = await api('GET', '/__sandbox/request-counts', { token: null });
    expect(r.body).toEqual({
      total: 61,
      byPath: { 'GET /slots/filter': 60, 'PUT /groups/2': 1 },
    });
    await api('DELETE', '/__sandbox/request-counts', { token: null });
    expect((await api('GET', '/__sandbox/request-counts', { token: null })).body).toEqual({
      total: 0,
      byPath: {},
    });
  });

  it('validates its own input', async () => {
    expect(
      (await api('POST', '/__sandbox/faults', { body: { path: '/x' }, token: null })).status,
    ).toBe(400);
  });
});
