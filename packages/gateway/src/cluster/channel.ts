import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/**
 * What gateway instances tell each other: a catalogue change to announce, a session that ended
 * (its sockets close everywhere), a session whose row changed (cached copies dropped), an access
 * token no longer valid (admin-check cache entry dropped).
 */
export interface ClusterMessages {
  change: unknown;
  'session-ended': { idHash: string };
  'session-changed': { idHash: string };
  'token-forgotten': { key: string };
  /** Who has an order open in order mode on the sending gateway (`live/presence.ts`). */
  presence: unknown;
}
export type Topic = keyof ClusterMessages;

type Listener<T extends Topic> = (payload: ClusterMessages[T]) => void;

/**
 * The cross-instance channel. `publish` delivers to this instance's listeners at once (unless
 * `local: false`) and to every other instance. `onResync` fires after a lost connection is back:
 * messages may have been missed, so caches are dropped and sessions re-checked.
 */
export interface ClusterChannel {
  readonly kind: 'in-process' | 'postgres';
  readonly instanceId: string;
  publish<T extends Topic>(
    topic: T,
    payload: ClusterMessages[T],
    options?: { local?: boolean },
  ): void;
  subscribe<T extends Topic>(topic: T, listener: Listener<T>): () => void;
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly byTopic = new Map<Topic, Set<(payload: unknown) => void>>();
  readonly resync = new Set<() => void>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(topic: Topic, listener: (payload: unknown) => void): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** A listener that throws does not stop the others. */
  deliver(topic: Topic, payload: unknown): void {
    for (const listener of this.byTopic.get(topic) ?? []) {
      try {
        listener(payload);
      } catch (err) {
        this.log.warn({ err, topic }, 'cluster listener failed');
      }
    }
  }

  fireResync(): void {
    for (const listener of this.resync) {
      try {
        listener();
      } catch (err) {
        this.log.warn({ err }, 'cluster resync listener failed');
      }
    }
  }
}

/** One instance (embedded PGlite): delivery in this process only. */
export class InProcessChannel implements ClusterChannel {
  readonly kind = 'in-process';
  private readonly listeners: Listeners;

  constructor(
    readonly instanceId: string,
    log: FastifyBaseLogger,
  ) {
    this.listeners = new Listeners(log);
  }

  publish<T extends Topic>(topic: T, payload: ClusterMessages[T], options?: { local?: boolean }) {
    if (options?.local !== false) this.listeners.deliver(topic, payload);
  }

  subscribe<T extends Topic>(topic: T, listener: Listener<T>): () => void {
    return this.listeners.add(topic, listener as (payload: unknown) => void);
  }

  onResync(listener: () => void): () => void {
    this.listeners.resync.add(listener);
    return () => this.listeners.resync.delete(listener);
  }

  async close(): Promise<void> {}
}

/** The Postgres channel every gateway LISTENs on (payloads are JSON, far below NOTIFY's 8000 bytes). */
const PG_CHANNEL = 'pitboss_cluster';
const MAX_PAYLOAD_BYTES = 7900;

interface Envelope {
  from: string;
  topic: Topic;
  payload: unknown;
}

/**
 * Postgres LISTEN/NOTIFY through node-postgres: a dedicated listening connection (reconnected with
 * backoff, then `onResync`), and `pg_notify` on the shared pool to publish. Messages an instance
 * sent itself are skipped (it delivered them locally already).
 */
export class PostgresChannel implements ClusterChannel {
  readonly kind = 'postgres';
  private readonly listeners: Listeners;
  private client: pg.Client | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private attempt = 0;

  constructor(
    readonly instanceId: string,
    private readonly pool: pg.Pool,
    private readonly newClient: () => pg.Client,
    private readonly log: FastifyBaseLogger,
  ) {
    this.listeners = new Listeners(log);
  }

  /** Connects and LISTENs; resolves once listening (start-up fails when the database cannot be reached). */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = this.newClient();
    client.on('notification', (msg) => {
      if (msg.channel === PG_CHANNEL && msg.payload) this.received(msg.payload);
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err: err?.message }, 'cluster channel connection lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
    } catch (err) {
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(5_000, 200 * 2 ** this.attempt++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().then(
        () => {
          if (this.closed) return;
          this.log.info('cluster channel reconnected; dropping caches and re-checking sessions');
          this.listeners.fireResync();
        },
        (err: unknown) => {
          this.log.warn({ err: (err as Error).message }, 'cluster channel reconnect failed');
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.retryTimer.unref();
  }

  private received(raw: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      this.log.warn('unreadable cluster message dropped');
      return;
    }
    if (envelope.from === this.instanceId) return;
    this.listeners.deliver(envelope.topic, envelope.payload);
  }

  /** Whether the listening connection is up (for `/readyz`). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  publish<T extends Topic>(topic: T, payload: ClusterMessages[T], options?: { local?: boolean }) {
    if (options?.local !== false) this.listeners.deliver(topic, payload);
    const text = JSON.stringify({ from: this.instanceId, topic, payload } satisfies Envelope);
    if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
      this.log.warn({ topic }, 'cluster message too large; not sent to other instances');
      return;
    }
    this.pool.query('select pg_notify($1, $2)', [PG_CHANNEL, text]).catch((err: unknown) => {
      this.log.warn(
        { err: (err as Error).message, topic },
        'cluster message could not be sent to other instances',
      );
    });
  }

  subscribe<T extends Topic>(topic: T, listener: Listener<T>): () => void {
    return this.listeners.add(topic, listener as (payload: unknown) => void);
  }

  onResync(listener: () => void): () => void {
    this.listeners.resync.add(listener);
    return () => this.listeners.resync.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }
}
