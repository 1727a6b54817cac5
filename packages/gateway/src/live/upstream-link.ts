import {
  SOCKET,
  upstreamLiveEventSchema,
  type LiveEvent,
  type RelayStatus,
} from '@pitboss/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { fast } from '../upstream/parse.js';
import { ADMIN_API_PATHS } from '../upstream/paths.js';

export interface ReconnectPolicy {
  /** Delay before attempt n is `delayMs × n` (3 s × attempt) ... */
  delayMs: number;
  /** ... up to this attempt (5); later attempts keep the slowest pace, `delayMs × maxAttempts`. */
  maxAttempts: number;
}

/** Delay before reconnect attempt `attempt` (1-based): 3 s × attempt for 5 tries, then 15 s forever. */
export function reconnectDelay(attempt: number, policy: ReconnectPolicy): number {
  return policy.delayMs * Math.min(Math.max(1, attempt), policy.maxAttempts);
}

export interface UpstreamLinkOptions {
  /** The admin API's base URL (`ADMIN_API_URL`); the namespace is `/socket/admin`. */
  baseUrl: string;
  policy: ReconnectPolicy;
  connectTimeoutMs: number;
  /**
   * The user's current access token, refreshed when near expiry; null when the user has no live
   * credential left (the link then stops; the relay closes the user's sockets). Throwing means
   * "cannot tell now" (the sign-in service is down): the attempt counts as failed and is retried.
   */
  token: () => Promise<string | null>;
  onEvent: (event: LiveEvent) => void;
  onMalformed: (raw: unknown, reason: string) => void;
  onStatus: (status: RelayStatus) => void;
  onNoCredential: () => void;
  onConnectionChange?: (open: boolean) => void;
  log: FastifyBaseLogger;
}

/** A readable reason for a socket.io-client failure. */
function describe(reason: string): string {
  switch (reason) {
    case 'io server disconnect':
      return 'The live event server closed the connection.';
    case 'transport close':
    case 'transport error':
    case 'ping timeout':
      return 'The connection to the live event server was lost.';
    case 'websocket error':
    case 'xhr poll error':
    case 'timeout':
      return 'The live event server cannot be reached.';
    default:
      return reason;
  }
}

/**
 * One user's connection to the admin API's `/socket/admin` namespace (token in `auth`). Connects at
 * `start()`; when the server disconnects or a connection error occurs it reconnects after
 * 3 s × attempt for 5 attempts, then every 15 s for as long as the link is open (dashboards stay
 * open for days), asking for the token again before every attempt. Reports its state as a
 * `RelayStatus` (connecting / connected / disconnected) and each valid `casino_event`, normalised.
 */
export class UpstreamLink {
  private socket: Socket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private attempt = 0;
  private current: RelayStatus = { state: 'connecting', attempt: 0 };

  constructor(private readonly options: UpstreamLinkOptions) {}

  get status(): RelayStatus {
    return this.current;
  }

  /** Whether an upstream socket is currently open. */
  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  start(): void {
    void this.connect();
  }

  /** Closes the upstream socket for good (the user's last tab went away, or shutdown). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.drop();
  }

  private setStatus(status: RelayStatus): void {
    this.current = status;
    this.options.onStatus(status);
  }

  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    const wasOpen = socket.connected;
    socket.removeAllListeners();
    socket.io.removeAllListeners();
    socket.disconnect();
    if (wasOpen) this.options.onConnectionChange?.(false);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    this.setStatus({ state: 'connecting', attempt: this.attempt });
    let token: string | null;
    try {
      token = await this.options.token();
    } catch (err) {
      this.failed(`Cannot renew the sign-in for the live stream: ${(err as Error).message}`);
      return;
    }
    if (this.closed) return;
    if (token === null) {
      this.close();
      this.options.onNoCredential();
      return;
    }
    const socket = io(`${this.options.baseUrl}${ADMIN_API_PATHS.socketAdmin}`, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
      timeout: this.options.connectTimeoutMs,
    });
    this.socket = socket;
    socket.on('connect', () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.options.onConnectionChange?.(true);
      this.setStatus({ state: 'connected', attempt: 0 });
    });
    socket.on(SOCKET.liveEventChannel, (raw: unknown) => {
      const parsed = fast(upstreamLiveEventSchema).safeParse(raw);
      if (parsed.success) this.options.onEvent(parsed.data);
      else this.options.onMalformed(raw, parsed.error.issues[0]?.message ?? 'invalid');
    });
    socket.on('connect_error', (err: Error) => {
      if (this.socket !== socket) return;
      this.failed(describe(err.message));
    });
    socket.on('disconnect', (reason: string) => {
      if (this.socket !== socket) return;
      this.options.onConnectionChange?.(false);
      this.failed(describe(reason));
    });
  }

  /** Schedules the next attempt and says so. */
  private failed(reason: string): void {
    if (this.closed) return;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
    }
    this.attempt += 1;
    const delay = reconnectDelay(this.attempt, this.options.policy);
    this.options.log.info(
      { attempt: this.attempt, delayMs: delay, reason },
      'live upstream down; reconnecting',
    );
    this.setStatus({ state: 'disconnected', attempt: this.attempt, reason });
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
    this.timer.unref();
  }
}
