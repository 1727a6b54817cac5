import { describe, expect, it } from 'vitest';
import {
  LIVE_RELAY,
  catalogueChangeSchema,
  publishChangesSchema,
  relayStatusSchema,
} from '../src/index.js';

describe('live relay wire protocol', () => {
  it('names the socket.io path and events', () => {
    expect(LIVE_RELAY.path).toBe('/live');
    expect(LIVE_RELAY.events).toEqual({
      casinoEvents: 'casino_events',
      status: 'relay_status',
      catalogueChanged: 'catalogue_changed',
      presenceJoin: 'presence_join',
      presenceLeave: 'presence_leave',
      presence: 'presence',
    });
  });

  it('accepts the three connection states only', () => {
    for (const state of ['connecting', 'connected', 'disconnected'])
      expect(relayStatusSchema.parse({ state, attempt: 0 })).toEqual({ state, attempt: 0 });
    expect(relayStatusSchema.safeParse({ state: 'open', attempt: 0 }).success).toBe(false);
    expect(relayStatusSchema.safeParse({ state: 'connecting', attempt: -1 }).success).toBe(false);
  });

  it('describes a catalogue change and the changes since the last publish', () => {
    const change = {
      domain: 'slots',
      procedure: 'slots.update',
      targetId: '12',
      by: { username: 'admin', displayName: 'Ada Admin' },
      at: '2026-11-22T21:00:00.000Z',
    };
    expect(catalogueChangeSchema.parse(change)).toEqual(change);
    expect(catalogueChangeSchema.safeParse({ ...change, domain: 'nope' }).success).toBe(false);
    const changes = { since: null, slots: 3, providers: 1, groups: 0, by: ['Ada Admin'] };
    expect(publishChangesSchema.parse(changes)).toEqual(changes);
    expect(publishChangesSchema.safeParse({ ...changes, slots: -1 }).success).toBe(false);
  });
});
