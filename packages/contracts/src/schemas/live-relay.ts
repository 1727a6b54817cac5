import { z } from 'zod';

/**
 * The gateway's socket.io relay at `/live` (ARCHITECTURE.md "Live events"): what a browser
 * receives. The gateway holds one upstream `/socket/admin` connection per signed-in user and
 * relays its `casino_event`s (normalised `LiveEvent`s, in batches), its own connection state, and
 * announcements of other users' catalogue changes.
 */
export const LIVE_RELAY = {
  /** socket.io path of the gateway's relay. */
  path: '/live',
  /**
   * A browser handshake not answered within this long has failed: the stream says 'Connection
   * failed. Retrying...' and tries again, rather than showing Connecting until socket.io's 20 s.
   */
  handshakeTimeoutMs: 5_000,
  /**
   * Casino events go out at most once per this window to a socket, as one batch: at hundreds of
   * events a second, one message per event per socket costs the gateway a write per event per
   * socket. The first event after a quiet window goes out at once.
   */
  eventBatchMs: 50,
  /** At most this many events in one batch: a burst fills several. */
  eventBatchMax: 200,
  events: {
    /** payload: LiveEvent[] (normalised by the gateway), oldest first, 1 to `eventBatchMax`. */
    casinoEvents: 'casino_events',
    /** payload: RelayStatus — the upstream connection's state, sent on connect and on change. */
    status: 'relay_status',
    /** payload: CatalogueChange — another user changed the catalogue. */
    catalogueChanged: 'catalogue_changed',
    /** browser → gateway, payload: PresenceTarget — this tab has that order open in order mode. */
    presenceJoin: 'presence_join',
    /** browser → gateway, payload: PresenceTarget — this tab left it. */
    presenceLeave: 'presence_leave',
    /** payload: Presence — who has that order open now (every gateway's tabs). */
    presence: 'presence',
  },
} as const;

/** An order that curators edit in order mode: a group's slots, the providers, the promotions. */
export const presenceTargetSchema = z
  .string()
  .regex(/^(slots-order:[1-9][0-9]{0,15}|providers-order|promotions-order)$/);
export type PresenceTarget = z.infer<typeof presenceTargetSchema>;

/** Who has an order open in order mode (one entry per user, however many tabs). */
export const presenceSchema = z.strictObject({
  target: presenceTargetSchema,
  editors: z.array(z.strictObject({ username: z.string(), displayName: z.string() })).max(100),
});
export type Presence = z.infer<typeof presenceSchema>;

/** Connecting / Connected / Disconnected ("Event stream connection"). */
export const relayStateSchema = z.enum(['connecting', 'connected', 'disconnected']);
export type RelayState = z.infer<typeof relayStateSchema>;

export const relayStatusSchema = z.strictObject({
  state: relayStateSchema,
  /** Reconnect attempt number while retrying (1-based), else 0. */
  attempt: z.number().int().nonnegative(),
  /** Why the upstream connection is down, when it is. */
  reason: z.string().optional(),
});
export type RelayStatus = z.infer<typeof relayStatusSchema>;

/** The catalogue domains whose changes are announced. */
export const catalogueDomainSchema = z.enum([
  'slots',
  'providers',
  'groups',
  'catalogue',
  'promotions',
  'promoCodes',
  'tables',
  'themes',
  'system',
  'publishes',
  'changeRequests',
]);
export type CatalogueDomain = z.infer<typeof catalogueDomainSchema>;

/** Another user's mutation, announced so open screens can refresh and say who changed what. */
export const catalogueChangeSchema = z.strictObject({
  domain: catalogueDomainSchema,
  /** The tRPC procedure, e.g. 'slots.update'. */
  procedure: z.string(),
  /** The changed entity's id, when there is one. */
  targetId: z.string().nullable(),
  by: z.strictObject({ username: z.string(), displayName: z.string() }),
  /** ISO time of the change. */
  at: z.string(),
  /** A change request's step: told to its author (the username) in these words. */
  notice: z.strictObject({ author: z.string(), text: z.string() }).optional(),
});
export type CatalogueChange = z.infer<typeof catalogueChangeSchema>;

/** What changed since the last publish (the curator's publish confirmation). */
export const publishChangesSchema = z.strictObject({
  /** ISO time of the last successful publish, or null when never published through Pitboss. */
  since: z.string().nullable(),
  slots: z.number().int().nonnegative(),
  providers: z.number().int().nonnegative(),
  groups: z.number().int().nonnegative(),
  /** Display names of the users who made those changes. */
  by: z.array(z.string()),
});
export type PublishChanges = z.infer<typeof publishChangesSchema>;
