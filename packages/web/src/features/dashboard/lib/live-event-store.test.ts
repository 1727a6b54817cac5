import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_FILTERS, type LiveEvent, type LiveEventType } from '@pitboss/contracts';
import {
  LiveEventStore,
  MinuteCounter,
  visibleEvents,
  type FrameScheduler,
} from './live-event-store';

let n = 0;
function event(type: LiveEventType = 'bet', amount = 10): LiveEvent {
  n += 1;
  return {
    id: `e${n}`,
    type,
    amount,
    currency: 'USD',
    username: 'lucky_luke',
    game: type === 'bet' ? 'Plinko' : null,
    status: 'completed',
    multiplier: null,
    payout: null,
    senderUsername: null,
    receiverUsername: null,
    walletType: null,
    txId: null,
    code: null,
    claimed: null,
    vip: false,
    placedAt: null,
    timestamp: new Date(0).toISOString(),
  };
}

/** A manual frame scheduler: frames run only when the test says so. */
function manualFrames() {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  const scheduler: FrameScheduler = {
    request: (cb) => {
      callbacks.set(next, cb);
      return next++;
    },
    cancel: (handle) => {
      callbacks.delete(handle);
    },
  };
  return {
    scheduler,
    get scheduled() {
      return callbacks.size;
    },
    run() {
      const all = [...callbacks.values()];
      callbacks.clear();
      for (const cb of all) cb();
    },
  };
}

function setup(historySize?: number) {
  const frames = manualFrames();
  let now = 1_000_000;
  const store = new LiveEventStore({
    scheduler: frames.scheduler,
    now: () => now,
    ...(historySize ? { historySize } : {}),
  });
  let notifications = 0;
  store.subscribe(() => {
    notifications += 1;
  });
  return {
    store,
    frames,
    advance: (ms: number) => {
      now += ms;
    },
    get notifications() {
      return notifications;
    },
  };
}

describe('LiveEventStore buffering', () => {
  it('buffers events and merges them once per frame, newest first', () => {
    const t = setup();
    const a = event();
    const b = event();
    const c = event();
    t.store.push(a);
    t.store.push(b);
    t.store.push(c);
    expect(t.store.getState().events).toHaveLength(0);
    expect(t.frames.scheduled).toBe(1);
    expect(t.notifications).toBe(0);
    t.frames.run();
    expect(t.notifications).toBe(1);
    expect(t.store.getState().events.map((e) => e.event.id)).toEqual([c.id, b.id, a.id]);
    // the next frame puts newer events on top
    const d = event();
    t.store.push(d);
    t.frames.run();
    expect(t.store.getState().events.map((e) => e.event.id)).toEqual([d.id, c.id, b.id, a.id]);
  });

  it('gives every event its own key even when ids repeat', () => {
    const t = setup();
    const a = event();
    t.store.push(a);
    t.store.push(a);
    t.frames.run();
    const keys = t.store.getState().events.map((e) => e.key);
    expect(new Set(keys).size).toBe(2);
  });

  it('keeps at most the history size, however many arrive in one frame', () => {
    const t = setup(60);
    for (let i = 0; i < 1000; i++) t.store.push(event());
    expect(t.frames.scheduled).toBe(1);
    t.frames.run();
    const events = t.store.getState().events;
    expect(events).toHaveLength(60);
    expect(events[0]?.event.id).toBe(`e${n}`);
    for (let i = 0; i < 100; i++) t.store.push(event());
    t.frames.run();
    expect(t.store.getState().events).toHaveLength(60);
    expect(t.store.getState().events[0]?.event.id).toBe(`e${n}`);
  });

  it('never keeps fewer than 50 (the list size)', () => {
    expect(new LiveEventStore({ historySize: 10 }).historySize).toBe(50);
  });

  it('pause stops intake and drops what was waiting; resume takes new events again', () => {
    const t = setup();
    t.store.push(event());
    t.frames.run();
    t.store.push(event());
    t.store.setPaused(true);
    expect(t.frames.scheduled).toBe(0);
    t.store.push(event());
    t.frames.run();
    expect(t.store.getState().events).toHaveLength(1);
    expect(t.store.getState().paused).toBe(true);
    t.store.togglePaused();
    const fresh = event();
    t.store.push(fresh);
    t.frames.run();
    expect(t.store.getState().events.map((e) => e.event.id)[0]).toBe(fresh.id);
    expect(t.store.getState().events).toHaveLength(2);
  });

  it('clear empties the list and the buffer', () => {
    const t = setup();
    t.store.push(event());
    t.frames.run();
    t.store.push(event());
    t.store.clear();
    t.frames.run();
    expect(t.store.getState().events).toEqual([]);
  });

  it('notifies on connection changes only when they change', () => {
    const t = setup();
    t.store.setConnection({ state: 'connecting' });
    expect(t.notifications).toBe(0);
    t.store.setConnection({ state: 'connected' });
    t.store.setConnection({ state: 'connected' });
    expect(t.notifications).toBe(1);
    expect(t.store.getState().connection.state).toBe('connected');
  });

  it('dispose cancels the pending frame', () => {
    const t = setup();
    t.store.push(event());
    t.store.dispose();
    expect(t.frames.scheduled).toBe(0);
  });
});

describe('stream figures', () => {
  it('counts bets and high rollers over the last minute, paused or not', () => {
    const t = setup();
    t.store.push(event('bet', 10));
    t.store.push(event('bet', 75));
    t.store.push(event('deposit', 50));
    t.store.setPaused(true);
    t.store.push(event('bet', 1));
    expect(t.store.stats()).toMatchObject({
      betsPerMinute: 3,
      highRollersPerMinute: 2,
      received: 4,
      fullMinute: false,
    });
    t.advance(30_000);
    t.store.push(event('bet', 1));
    expect(t.store.stats().betsPerMinute).toBe(4);
    t.advance(31_000);
    expect(t.store.stats()).toMatchObject({
      betsPerMinute: 1,
      highRollersPerMinute: 0,
      fullMinute: true,
    });
    t.advance(60_000);
    expect(t.store.stats().betsPerMinute).toBe(0);
  });

  it('MinuteCounter reuses its buckets', () => {
    const c = new MinuteCounter();
    c.add(0, 5);
    c.add(60_000, 2); // same bucket, a minute later
    expect(c.total(60_000)).toBe(2);
    c.reset();
    expect(c.total(60_000)).toBe(0);
  });
});

describe('visibleEvents', () => {
  const items = (types: [LiveEventType, number][]) =>
    types.map(([type, amount], i) => ({ key: i, event: event(type, amount), receivedAt: 0 }));

  it('shows at most 50, newest first', () => {
    const list = items(Array.from({ length: 120 }, () => ['bet', 1] as [LiveEventType, number]));
    const shown = visibleEvents(list, DEFAULT_EVENT_FILTERS);
    expect(shown).toHaveLength(50);
    expect(shown[0]).toBe(list[0]);
  });

  it('applies the type toggles, high roller and the minimum amount', () => {
    const list = items([
      ['bet', 10],
      ['deposit', 60],
      ['withdraw', 5],
      ['tip', 1],
      ['vault_deposit', 2],
      ['affiliate_claim', 3],
      ['redeem', 4],
      ['deposit', 0.5],
    ]);
    const onlyDeposits = {
      ...DEFAULT_EVENT_FILTERS,
      bets: false,
      withdrawals: false,
      tips: false,
      affiliate: false,
      vault: false,
    };
    // a promo redeem has no toggle of its own: it shows only while every type toggle is on
    expect(visibleEvents(list, onlyDeposits).map((e) => e.event.type)).toEqual([
      'deposit',
      'deposit',
    ]);
    expect(visibleEvents(list, {}).map((e) => e.event.type)).toContain('redeem');
    expect(visibleEvents(list, { highRoller: true }).map((e) => e.event.amount)).toEqual([60]);
    expect(visibleEvents(list, { minAmount: 4.5 }).map((e) => e.event.amount)).toEqual([10, 60, 5]);
    expect(
      visibleEvents(list, { ...DEFAULT_EVENT_FILTERS, bets: false, minAmount: 0.5 }),
    ).toHaveLength(6); // neither the bet nor, with a toggle off, the redeem
  });

  it('shows nothing when nothing matches', () => {
    expect(visibleEvents(items([['bet', 1]]), { bets: false })).toEqual([]);
  });
});
