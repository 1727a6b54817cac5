import { LIVE_RELAY } from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './support/gateway.js';
import { serve, signInOver } from './support/http.js';

let app: FastifyInstance;
let base: string;
let cookie: string;
const open: Socket[] = [];

beforeAll(async () => {
  app = await startGateway({ LIVE_MAX_SOCKETS_PER_USER: '3' });
  base = await serve(app);
  cookie = await signInOver(base);
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await app?.close();
});

/** One relay socket with the session cookie; kept open when it connects. */
function connect(): Promise<string> {
  const socket = io(base, {
    path: LIVE_RELAY.path,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: `pitboss_session=${cookie}`, origin: base },
  });
  open.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (err) => resolve(`refused: ${err.message}`));
  });
}

describe('live sockets per user', () => {
  it('are capped: past the cap a handshake is refused with a clear message', async () => {
    const results: string[] = [];
    for (let i = 0; i < 4; i++) results.push(await connect());
    expect(results.slice(0, 3)).toEqual(['connected', 'connected', 'connected']);
    expect(results[3]).toBe(
      'refused: Too many live connections for this user (at most 3). Close another tab and try again.',
    );
  });
});
