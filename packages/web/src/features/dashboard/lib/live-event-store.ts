import {
  EVENT_STREAM,
  eventMatchesFilters,
  isHighRoller,
  type EventFilters,
  type LiveEvent,
  type RelayState,
} from '@pitboss/contracts';

/** One received event with a local key (ids from upstream are not guaranteed unique). */
export interface StreamEvent {
  key: number;
  event: LiveEvent;
  /** When this browser received it (ms since epoch). */
  receivedAt: number;
}

/** What the indicator shows: the browser's socket and the gateway's upstream, combined. */
export interface StreamConnection {
  state: RelayState;
  /** Why it is down, when it is (for a tooltip; the visible text is the spec's). */
  reason?: string | undefined;
}

export interface LiveEventState {
  /** Newest first; at most `historySize`. The list shows the first 50 that pass the filters. */
  events: readonly StreamEvent[];
  paused: boolean;
  connection: StreamConnection;
}

export interface FrameScheduler {
  request: (callback: () => void) => number;
  cancel: (handle: number) => void;
}

export interface LiveEventStoreOptions {
  /**
   * How many recent events are kept so that loosening a filter shows matches at once. The list
   * itself never shows more than `EVENT_STREAM.maxEvents` (50).
   */
  historySize?: number;
  /** Flush scheduling; defaults to requestAnimationFrame (one React update per frame). */
  scheduler?: FrameScheduler;
  now?: () => number;
}

/** The default: one flush per animation frame, however many events arrive in between. */
const animationFrameScheduler: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

const WINDOW_SECONDS = 60;

/**
 * Counts per second over the last minute, in a fixed ring of 60 buckets (no per-event memory,
 * whatever the rate).
 */
export class MinuteCounter {
  private readonly counts = new Array<number>(WINDOW_SECONDS).fill(0);
  private readonly seconds = new Array<number>(WINDOW_SECONDS).fill(-1);

  add(nowMs: number, n = 1): void {
    const second = Math.floor(nowMs / 1000);
    const i = second % WINDOW_SECONDS;
    if (this.seconds[i] !== second) {
      this.seconds[i] = second;
      this.counts[i] = 0;
    }
    this.counts[i] = (this.counts[i] ?? 0) + n;
  }

  /** The total over the 60 seconds up to `nowMs` (inclusive of the current second). */
  total(nowMs: number): number {
    const current = Math.floor(nowMs / 1000);
    let sum = 0;
    for (let i = 0; i < WINDOW_SECONDS; i++) {
      const s = this.seconds[i] ?? -1;
      if (s > current - WINDOW_SECONDS && s <= current) sum += this.counts[i] ?? 0;
    }
    return sum;
  }

  reset(): void {
    this.counts.fill(0);
    this.seconds.fill(-1);
  }
}

/** Figures computed from the stream (ARCHITECTURE.md "Dashboard sample figures"). */
export interface StreamStats {
  /** Bets received in the last 60 s. */
  betsPerMinute: number;
  /** Events of 50 or more received in the last 60 s. */
  highRollersPerMinute: number;
  /** Since the dashboard opened. */
  received: number;
  /** Whether a full minute has been observed (else the per-minute figures are partial). */
  fullMinute: boolean;
}

/**
 * The live stream's state outside React. Incoming events are buffered and merged into the
 * list once per animation frame, so hundreds of events a second cost one render a frame.
 * Pausing stops intake; the per-minute figures keep counting (they describe the casino, not
 * the list). Subscribe with `useSyncExternalStore(store.subscribe, store.getState)`.
 */
export class LiveEventStore {
  private state: LiveEventState = {
    events: [],
    paused: false,
    connection: { state: 'connecting' },
  };
  private pending: StreamEvent[] = [];
  private frame: number | null = null;
  private nextKey = 1;
  private readonly listeners = new Set<() => void>();
  private readonly bets = new MinuteCounter();
  private readonly highRollers = new MinuteCounter();
  private received = 0;
  private readonly openedAt: number;
  readonly historySize: number;
  private readonly scheduler: FrameScheduler;
  private readonly now: () => number;

  constructor(options: LiveEventStoreOptions = {}) {
    this.historySize = Math.max(EVENT_STREAM.maxEvents, options.historySize ?? 500);
    this.scheduler = options.scheduler ?? animationFrameScheduler;
    this.now = options.now ?? Date.now;
    this.openedAt = this.now();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getState = (): LiveEventState => this.state;

  /** Receives one event from the socket. Cheap: no React work happens here. */
  push = (event: LiveEvent): void => {
    const now = this.now();
    this.received += 1;
    if (event.type === 'bet') this.bets.add(now);
    if (isHighRoller(event)) this.highRollers.add(now);
    if (this.state.paused) return;
    this.pending.push({ key: this.nextKey++, event, receivedAt: now });
    // A burst larger than the history (or a hidden tab with no frames) keeps only the newest.
    if (this.pending.length > this.historySize * 2) {
      this.pending = this.pending.slice(-this.historySize);
    }
    if (this.frame === null) {
      this.frame = this.scheduler.request(this.flush);
    }
  };

  /** Merges the buffered events into the list: newest first, at most `historySize`. */
  flush = (): void => {
    this.frame = null;
    if (this.pending.length === 0) return;
    const incoming = this.pending.slice(-this.historySize).reverse();
    this.pending = [];
    const events = incoming.concat(this.state.events.slice(0, this.historySize - incoming.length));
    this.set({ events });
  };

  setPaused = (paused: boolean): void => {
    if (paused === this.state.paused) return;
    if (paused) this.dropPending();
    this.set({ paused });
  };

  togglePaused = (): void => this.setPaused(!this.state.paused);

  /** Empties the list (and anything not yet shown). */
  clear = (): void => {
    this.dropPending();
    this.set({ events: [] });
  };

  setConnection = (connection: StreamConnection): void => {
    const current = this.state.connection;
    if (current.state === connection.state && current.reason === connection.reason) return;
    this.set({ connection });
  };

  stats = (): StreamStats => {
    const now = this.now();
    return {
      betsPerMinute: this.bets.total(now),
      highRollersPerMinute: this.highRollers.total(now),
      received: this.received,
      fullMinute: now - this.openedAt >= WINDOW_SECONDS * 1000,
    };
  };

  /** Stops the pending frame (the dashboard unmounted). */
  dispose = (): void => {
    this.dropPending();
  };

  private dropPending(): void {
    this.pending = [];
    if (this.frame !== null) {
      this.scheduler.cancel(this.frame);
      this.frame = null;
    }
  }

  private set(patch: Partial<LiveEventState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/** The rows to show: the newest events that pass the filters, at most 50. */
export function visibleEvents(
  events: readonly StreamEvent[],
  filters: Partial<EventFilters>,
  max: number = EVENT_STREAM.maxEvents,
): StreamEvent[] {
  const out: StreamEvent[] = [];
  for (const item of events) {
    if (out.length >= max) break;
    if (eventMatchesFilters(item.event, filters)) out.push(item);
  }
  return out;
}
