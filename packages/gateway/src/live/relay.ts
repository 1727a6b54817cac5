import type { Server as HttpServer } from 'node:http';
import {
  AUTH,
  LIVE_RELAY,
  catalogueChangeSchema,
  type CatalogueChange,
  type LiveEvent,
  type RelayStatus,
} from '@pitboss/contracts';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import {
  authenticateHandshake,
  HandshakeError,
  sameOrigin,
  type LiveSocketData,
} from './handshake.js';
import { isAllowedHost, requestHost } from '../guard/origin.js';
import {
  endSocket,
  SESSION_ENDED_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
  type BrowserSocket,
  type RelayToBrowserEvents,
} from './browser-socket.js';
import { EventBatcher } from './event-batcher.js';
import { OrderPresence } from './presence.js';
import { UpstreamLink } from './upstream-link.js';

interface UserEntry {
  sockets: Set<BrowserSocket>;
  link: UpstreamLink;
  events: EventBatcher<LiveEvent>;
}

const userRoom = (userId: string): string => `user:${userId}`;
const nameRoom = (username: string): string => `name:${username.toLowerCase()}`;

/**
 * The live relay (ARCHITECTURE.md "Live events"): socket.io at `/live` (websocket only) on the
 * gateway's HTTP server. Each browser socket is authenticated like `adminProcedure` (session cookie,
 * or a bearer in `auth.token` for scripts). One `UpstreamLink` per signed-in user, shared by that
 * user's tabs, relays its `casino_event`s in batches (`LIVE_RELAY.eventBatchMs`, decision record
 * 0090) and the link's `relay_status`; other users' catalogue changes arrive as
 * `catalogue_changed`. Sessions are re-checked every `sessionCheckMs`, on sign-out at once,
 * and before every upstream reconnect; a dead one closes its sockets. The last tab of a user closes
 * the upstream connection.
 */
export class LiveRelay {
  readonly io: Server<
    Record<string, never>,
    RelayToBrowserEvents,
    Record<string, never>,
    LiveSocketData
  >;
  private readonly users = new Map<string, UserEntry>();
  private readonly cleanups: (() => void)[] = [];
  private closing = false;
  private readonly presence: OrderPresence;

  constructor(
    private readonly app: FastifyInstance,
    server: HttpServer,
  ) {
    const { live } = app.config;
    this.io = new Server(server, {
      path: LIVE_RELAY.path,
      transports: ['websocket'],
      serveClient: false,
      allowRequest: (req, callback) =>
        callback(
          null,
          isAllowedHost(requestHost(req, app.config.trustProxy), app.config.allowedHosts) &&
            sameOrigin(req, app.config.trustProxy),
        ),
    });

    this.io.use((socket, next) => {
      if (this.closing)
        return next(new HandshakeError('The server is shutting down.', 'SERVICE_UNAVAILABLE'));
      authenticateHandshake(app, {
        auth: socket.handshake.auth as Record<string, unknown>,
        headers: socket.handshake.headers,
      }).then(
        ({ principal, credential }) => {
          // One user's open sockets are bounded: each holds memory and a share of the fan-out.
          const open = this.users.get(principal.user.userId)?.sockets.size ?? 0;
          if (open >= app.config.live.maxSocketsPerUser) {
            return next(
              new HandshakeError(
                `Too many live connections for this user (at most ${app.config.live.maxSocketsPerUser}). Close another tab and try again.`,
                'TOO_MANY_REQUESTS',
              ),
            );
          }
          const data = socket.data;
          data.userId = principal.user.userId;
          data.username = principal.user.username;
          data.displayName = principal.user.displayName;
          data.credential = credential;
          next();
        },
        (err: HandshakeError) => {
          app.log.debug({ err: err.message }, 'live socket refused');
          next(err);
        },
      );
    });
    this.io.on('connection', (socket) => this.onConnection(socket));

    this.cleanups.push(app.changes.subscribe((change) => this.announce(change)));
    this.presence = new OrderPresence(this.io, app.cluster);
    this.cleanups.push(() => this.presence.close());
    this.cleanups.push(app.auth.onSessionEnded((idHash) => this.sessionEnded(idHash)));
    // Session ends may have been missed while the cluster channel was down: check them all now.
    this.cleanups.push(app.cluster.onResync(() => void this.recheck()));
    const timer = setInterval(() => void this.recheck(), live.sessionCheckMs);
    timer.unref();
    this.cleanups.push(() => clearInterval(timer));
  }

  /** Browser sockets open now. */
  browserSockets(): number {
    return this.io.of('/').sockets.size;
  }

  /** Upstream links held now (one per user with open tabs) and how many of them are connected. */
  upstreamLinks(): { total: number; connected: number } {
    let connected = 0;
    for (const entry of this.users.values()) if (entry.link.connected) connected++;
    return { total: this.users.size, connected };
  }

  /** The relay status of a user's link (undefined when the user has no open tab). */
  statusOf(userId: string): RelayStatus | undefined {
    return this.users.get(userId)?.link.status;
  }

  private updateGauges(): void {
    this.app.metrics.liveSockets.set(this.browserSockets());
    this.app.metrics.liveUpstreamConnections.set(this.upstreamLinks().connected);
  }

  private onConnection(socket: BrowserSocket): void {
    const { userId, username } = socket.data;
    void socket.join(userRoom(userId));
    void socket.join(nameRoom(username));
    let entry = this.users.get(userId);
    if (!entry) {
      entry = this.createEntry(userId, username);
      this.users.set(userId, entry);
      entry.sockets.add(socket);
      entry.link.start();
    } else {
      entry.sockets.add(socket);
    }
    socket.emit(LIVE_RELAY.events.status, entry.link.status);
    this.presence.attach(socket, { username, displayName: socket.data.displayName });
    this.updateGauges();
    socket.on('disconnect', () => {
      const current = this.users.get(userId);
      if (current) {
        current.sockets.delete(socket);
        if (current.sockets.size === 0) {
          current.link.close();
          current.events.close();
          this.users.delete(userId);
        }
      }
      this.updateGauges();
    });
  }

  private createEntry(userId: string, username: string): UserEntry {
    const { app } = this;
    const room = userRoom(userId);
    const sockets = new Set<BrowserSocket>();
    const log = app.log.child({ module: 'live', username });
    const events = new EventBatcher<LiveEvent>(
      LIVE_RELAY.eventBatchMs,
      LIVE_RELAY.eventBatchMax,
      (batch) => this.io.to(room).emit(LIVE_RELAY.events.casinoEvents, batch),
    );
    const link = new UpstreamLink({
      baseUrl: app.config.adminApiUrl,
      policy: {
        delayMs: app.config.live.reconnectDelayMs,
        maxAttempts: app.config.live.reconnectMaxAttempts,
      },
      connectTimeoutMs: app.config.live.connectTimeoutMs,
      token: () => this.tokenFor(sockets),
      onEvent: (event) => {
        app.metrics.liveEvents.inc({ outcome: 'relayed' });
        events.push(event);
      },
      onMalformed: (_raw, reason) => {
        app.metrics.liveEvents.inc({ outcome: 'dropped' });
        log.debug({ reason }, 'malformed casino_event dropped');
      },
      onStatus: (status) => {
        // the events received before the change of state reach the tabs before it
        events.drain();
        this.io.to(room).emit(LIVE_RELAY.events.status, status);
      },
      onNoCredential: () => {
        for (const socket of [...sockets]) endSocket(socket, SESSION_ENDED_MESSAGE);
      },
      onConnectionChange: () => this.updateGauges(),
      log,
    });
    return { sockets, link, events };
  }

  /**
   * A live access token among the user's sockets' credentials (the session's, refreshed when near
   * expiry). Sockets whose credential has died are closed on the way; null when none is left.
   */
  private async tokenFor(sockets: Set<BrowserSocket>): Promise<string | null> {
    for (const socket of [...sockets]) {
      const credential = socket.data.credential;
      if (credential.kind === 'bearer') {
        if (credential.expMs - AUTH.tokenExpirySkewMs > Date.now()) return credential.token;
        endSocket(socket, TOKEN_EXPIRED_MESSAGE);
        continue;
      }
      const principal = await this.app.auth.resolveSession(credential.sessionId);
      if (principal) return principal.accessToken;
      endSocket(socket, SESSION_ENDED_MESSAGE);
    }
    return null;
  }

  private sessionEnded(idHash: string): void {
    for (const socket of this.io.of('/').sockets.values()) {
      const credential = socket.data.credential;
      if (credential.kind === 'session' && credential.idHash === idHash)
        endSocket(socket, SESSION_ENDED_MESSAGE);
    }
  }

  /** The periodic check: sessions still live (without touching their idle time), tokens unexpired. */
  private async recheck(): Promise<void> {
    const sockets = [...this.io.of('/').sockets.values()];
    const byHash = new Map<string, BrowserSocket[]>();
    for (const socket of sockets) {
      const credential = socket.data.credential;
      if (credential.kind === 'bearer') {
        if (credential.expMs - AUTH.tokenExpirySkewMs <= Date.now())
          endSocket(socket, TOKEN_EXPIRED_MESSAGE);
        continue;
      }
      byHash.set(credential.idHash, [...(byHash.get(credential.idHash) ?? []), socket]);
    }
    for (const [idHash, group] of byHash) {
      try {
        const row = await this.app.auth.sessions.peek(idHash);
        if (!row) for (const socket of group) endSocket(socket, SESSION_ENDED_MESSAGE);
      } catch (err) {
        this.app.log.warn({ err: (err as Error).message }, 'live session check failed');
      }
    }
  }

  /** Another user's change: to every socket except the author's own tabs. */
  private announce(change: CatalogueChange): void {
    const parsed = catalogueChangeSchema.safeParse(change);
    if (!parsed.success) {
      this.app.log.warn(
        { issue: parsed.error.issues[0]?.message },
        'invalid catalogue change not announced',
      );
      return;
    }
    this.io
      .except(nameRoom(parsed.data.by.username))
      .emit(LIVE_RELAY.events.catalogueChanged, parsed.data);
  }

  /** Graceful shutdown: upstream links closed, browser sockets closed, engine detached. */
  async close(): Promise<void> {
    this.closing = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const entry of this.users.values()) {
      entry.link.close();
      entry.events.close();
    }
    this.users.clear();
    this.io.disconnectSockets(true);
    // io.close() would also close the HTTP server, which Fastify owns: only detach engine.io.
    this.io.engine.close();
    this.updateGauges();
  }
}
