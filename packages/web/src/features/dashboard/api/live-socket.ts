import { io } from 'socket.io-client';
import {
  LIVE_RELAY,
  SOCKET,
  liveEventSchema,
  relayStatusSchema,
  type RelayStatus,
} from '@pitboss/contracts';
import type { LiveEventStore } from '../lib/live-event-store';

/** The part of a socket.io client socket the stream uses (a fake in tests). */
export interface LiveSocket {
  readonly connected: boolean;
  /** false once the client gave up (a refused handshake or a server-side disconnect). */
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface LiveStreamOptions {
  /** Upper bound of the manual retry delay after a refused handshake. */
  maxRetryDelayMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * The gateway's relay (ARCHITECTURE.md "Live events"): same origin, path `/live`, websocket
 * transport, the session cookie authenticates the handshake.
 */
export function openRelaySocket(): LiveSocket {
  return io({
    path: LIVE_RELAY.path,
    transports: ['websocket'],
    withCredentials: true,
    timeout: LIVE_RELAY.handshakeTimeoutMs,
    reconnectionDelay: SOCKET.reconnectDelayMs,
    reconnectionDelayMax: SOCKET.reconnectDelayMs * SOCKET.maxReconnectAttempts,
  });
}

/**
 * Wires a relay socket to the store. The indicator combines the browser's own connection with
 * the gateway's upstream state (`relay_status`): Connecting until both are up, Connected, or
 * Disconnected ('Connection failed. Retrying...') while either is down and retrying.
 * Returns the function that closes it.
 */
export function connectLiveStream(
  store: LiveEventStore,
  socket: LiveSocket,
  options: LiveStreamOptions = {},
): () => void {
  const maxDelay = options.maxRetryDelayMs ?? SOCKET.reconnectDelayMs * SOCKET.maxReconnectAttempts;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer =
    options.clearTimer ??
    ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let closed = false;
  let retryTimer: unknown = null;
  let retries = 0;

  // socket.io retries by itself after a network failure, but not after the server refused the
  // handshake or closed the connection; then retry here, 3 s × attempt (capped), for ever.
  const retryLater = () => {
    if (closed || retryTimer !== null || socket.active) return;
    retries += 1;
    retryTimer = setTimer(
      () => {
        retryTimer = null;
        if (!closed && !socket.connected) socket.connect();
      },
      Math.min(SOCKET.reconnectDelayMs * retries, maxDelay),
    );
  };

  socket.on('connect', () => {
    retries = 0;
    // The browser is connected; the upstream's state follows in relay_status.
    store.setConnection({ state: 'connecting' });
  });
  socket.on('connect_error', (error: Error) => {
    store.setConnection({ state: 'disconnected', reason: error?.message });
    retryLater();
  });
  socket.on('disconnect', (reason: string) => {
    if (closed) return;
    store.setConnection({ state: 'disconnected', reason });
    retryLater();
  });
  socket.on(LIVE_RELAY.events.status, (payload: unknown) => {
    const parsed = relayStatusSchema.safeParse(payload);
    if (!parsed.success) return;
    const status: RelayStatus = parsed.data;
    store.setConnection({ state: status.state, reason: status.reason });
  });
  // a batch of events, oldest first: each is checked on its own, a malformed one dropped alone
  socket.on(LIVE_RELAY.events.casinoEvents, (payload: unknown) => {
    if (!Array.isArray(payload)) return;
    for (const item of payload) {
      const parsed = liveEventSchema.safeParse(item);
      if (parsed.success) store.push(parsed.data);
    }
  });

  return () => {
    closed = true;
    if (retryTimer !== null) clearTimer(retryTimer);
    socket.disconnect();
  };
}
