import { LIVE_RELAY, type Presence } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, sandbox } from './support/admin.js';
import { waitFor } from './support/fault-sandbox.js';
import { startGateway } from './support/gateway.js';
import { usePostgres } from './support/postgres.js';
import { makeSecondAdmin, signIn } from './support/second-admin.js';

/**
 * Who has an order open, across two gateways sharing Postgres: a tab on one gateway hears the
 * editors of the same order on the other, joins and leaves alike, and nothing of other orders.
 */
const { emptyDatabase } = usePostgres();

const urlOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

interface Tab {
  socket: Socket;
  heard: Presence[];
}

describe('order presence across gateways', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let ada: string;
  let sam: string;
  const tabs: Socket[] = [];

  /** A browser tab of `cookie`'s user on `app` with `target` open in order mode. */
  async function editing(app: FastifyInstance, cookie: string, target: string): Promise<Tab> {
    const socket = io(urlOf(app), {
      path: LIVE_RELAY.path,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: `pitboss_session=${cookie}` },
    });
    tabs.push(socket);
    const tab: Tab = { socket, heard: [] };
    socket.on(LIVE_RELAY.events.presence, (p: Presence) => tab.heard.push(p));
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    socket.emit(LIVE_RELAY.events.presenceJoin, target);
    return tab;
  }
  const names = (tab: Tab) =>
    tab.heard
      .at(-1)
      ?.editors.map((e) => e.displayName)
      .sort() ?? [];

  beforeAll(async () => {
    const env = { DATABASE_URL: await emptyDatabase('presence'), ADMIN_API_URL: sandbox.url() };
    // two instances in one process: each needs its own id (by default the host and process)
    one = await startGateway({ ...env, GATEWAY_INSTANCE_ID: 'gw-1' });
    two = await startGateway({ ...env, GATEWAY_INSTANCE_ID: 'gw-2' });
    await one.listen({ port: 0, host: '127.0.0.1' });
    await two.listen({ port: 0, host: '127.0.0.1' });
    ada = await adminCookie(one);
    const second = await makeSecondAdmin('prs');
    sam = await signIn(two, second.username, second.password);
  }, 120_000);
  afterEach(() => {
    for (const socket of tabs.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('a tab on one gateway hears who opens and leaves the same order on the other', async () => {
    const adaTab = await editing(one, ada, 'providers-order');
    await waitFor(() => names(adaTab).includes('Ada Admin'), 10_000, "Ada's own presence");
    const samTab = await editing(two, sam, 'providers-order');
    // Sam's tab, on the other gateway, hears that Ada has the order open; Ada's hears Sam
    await waitFor(() => names(samTab).length === 2, 10_000, 'both editors on gateway two');
    expect(names(samTab)).toEqual(['Ada Admin', expect.stringMatching(/\S/)].sort());
    await waitFor(() => names(adaTab).length === 2, 10_000, 'both editors on gateway one');

    adaTab.socket.emit(LIVE_RELAY.events.presenceLeave, 'providers-order');
    await waitFor(
      () => names(samTab).length === 1 && !names(samTab).includes('Ada Admin'),
      10_000,
      "Ada's leaving on gateway two",
    );
  });

  it('a tab hears nothing of another order, and a closed tab leaves its orders', async () => {
    const group = await editing(one, ada, 'slots-order:4');
    const providers = await editing(two, sam, 'providers-order');
    await waitFor(() => names(providers).length === 1, 10_000, "Sam's own presence");
    // a later event that must come after any of the other order's: Ada opens this one too
    const adaProviders = await editing(one, ada, 'providers-order');
    await waitFor(() => names(providers).length === 2, 10_000, 'Ada on the providers order');
    expect(providers.heard.every((p) => p.target === 'providers-order')).toBe(true);
    expect(group.heard.every((p) => p.target === 'slots-order:4')).toBe(true);

    adaProviders.socket.disconnect();
    await waitFor(() => names(providers).length === 1, 10_000, "Ada's closed tab leaving");
  });
});
