import {
  LIVE_RELAY,
  type CatalogueChange,
  type LiveEvent,
  type Presence,
  type RelayStatus,
} from '@pitboss/contracts';
import type { Socket } from 'socket.io';
import type { LiveSocketData } from './handshake.js';

/** What the relay sends to browsers (contracts `LIVE_RELAY.events`). */
export interface RelayToBrowserEvents {
  casino_events: (events: LiveEvent[]) => void;
  relay_status: (status: RelayStatus) => void;
  catalogue_changed: (change: CatalogueChange) => void;
  presence: (presence: Presence) => void;
}

/** A browser's (or a script's) socket on the relay. */
export type BrowserSocket = Socket<
  Record<string, never>,
  RelayToBrowserEvents,
  Record<string, never>,
  LiveSocketData
>;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const TOKEN_EXPIRED_MESSAGE = 'Your access token has expired.';

/** Tells the socket why, then closes it (the client does not reconnect by itself after this). */
export function endSocket(socket: BrowserSocket, reason: string): void {
  if (!socket.connected) return;
  socket.emit(LIVE_RELAY.events.status, {
    state: 'disconnected',
    attempt: 0,
    reason,
  } satisfies RelayStatus);
  socket.disconnect(true);
}
