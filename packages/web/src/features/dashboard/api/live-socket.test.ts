import { describe, expect, it } from 'vitest';
import { LIVE_RELAY } from '@pitboss/contracts';
import { LiveEventStore } from '../lib/live-event-store';
import { connectLiveStream, type LiveSocket } from './live-socket';

class FakeSocket implements LiveSocket {
  connected = false;
  active = true;
  connects = 0;
  disconnects = 0;
  private listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, listener: (...args: never[]) => void) {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as (...args: unknown[]) => void);
    this.listeners.set(event, list);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }
  connect() {
    this.connects += 1;
    return this;
  }
  disconnect() {
    this.disconnects += 1;
    return this;
  }
}

const wireEvent = {
  id: 'tx-1',
  type: 'deposit',
  amount: 75,
  currency: 'EUR',
  username: 'spin_queen',
  game: null,
  status: 'completed',
  multiplier: null,
  payout: null,
  senderUsername: null,
  receiverUsername: null,
  walletType: 'card',
  txId: '0xabc',
  code: null,
  claimed: null,
  vip: true,
  placedAt: null,
  timestamp: '2026-11-22T21:00:00.000Z',
};

function setup() {
  const frames: (() => void)[] = [];
  const store = new LiveEventStore({
    scheduler: { request: (cb) => frames.push(cb), cancel: () => undefined },
  });
  const socket = new FakeSocket();
  const timers: { fn: () => void; ms: number }[] = [];
  const close = connectLiveStream(store, socket, {
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
  });
  const flush = () => frames.splice(0).forEach((f) => f());
  return { store, socket, timers, close, flush };
}

describe('connectLiveStream', () => {
  it('is Connecting until the gateway reports its upstream, then Connected', () => {
    const t = setup();
    expect(t.store.getState().connection.state).toBe('connecting');
    t.socket.connected = true;
    t.socket.emit('connect');
    expect(t.store.getState().connection.state).toBe('connecting');
    t.socket.emit(LIVE_RELAY.events.status, { state: 'connected', attempt: 0 });
    expect(t.store.getState().connection.state).toBe('connected');
    t.socket.emit(LIVE_RELAY.events.status, {
      state: 'disconnected',
      attempt: 2,
      reason: 'upstream down',
    });
    expect(t.store.getState().connection).toEqual({
      state: 'disconnected',
      reason: 'upstream down',
    });
  });

  it('ignores a malformed relay status', () => {
    const t = setup();
    t.socket.emit(LIVE_RELAY.events.status, { state: 'sleeping' });
    expect(t.store.getState().connection.state).toBe('connecting');
  });

  it('feeds the valid casino events of each batch to the store, in order, and drops malformed ones', () => {
    const t = setup();
    t.socket.emit(LIVE_RELAY.events.casinoEvents, [
      wireEvent,
      { type: 'nonsense' },
      { ...wireEvent, txId: '0xdef' },
    ]);
    t.socket.emit(LIVE_RELAY.events.casinoEvents, wireEvent); // not a batch
    t.flush();
    const events = t.store.getState().events;
    // newest first
    expect(events.map((e) => e.event.txId)).toEqual(['0xdef', '0xabc']);
  });

  it('is Disconnected on a failed connection; retries itself when socket.io gave up', () => {
    const t = setup();
    t.socket.emit('connect_error', new Error('xhr poll error'));
    expect(t.store.getState().connection.state).toBe('disconnected');
    expect(t.timers).toHaveLength(0); // socket.io is still retrying (active)
    t.socket.active = false;
    t.socket.emit('connect_error', new Error('Unauthorized'));
    expect(t.timers.map((x) => x.ms)).toEqual([3000]);
    t.timers[0]?.fn();
    expect(t.socket.connects).toBe(1);
    t.socket.emit('connect_error', new Error('Unauthorized'));
    expect(t.timers.map((x) => x.ms)).toEqual([3000, 6000]);
  });

  it('retries after the server closed the connection; close disconnects', () => {
    const t = setup();
    t.socket.active = false;
    t.socket.emit('disconnect', 'io server disconnect');
    expect(t.store.getState().connection.state).toBe('disconnected');
    expect(t.timers).toHaveLength(1);
    t.close();
    expect(t.socket.disconnects).toBe(1);
    t.socket.emit('disconnect', 'io client disconnect');
    expect(t.timers).toHaveLength(1);
  });
});
