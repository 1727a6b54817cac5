import { useEffect, useState, useSyncExternalStore } from 'react';
import { connectLiveStream, openRelaySocket } from '../api/live-socket';
import { LiveEventStore, type LiveEventState, type StreamStats } from '../lib/live-event-store';

/**
 * The live casino event stream of the dashboard: one store (outside React) fed by the gateway's
 * relay socket for as long as the dashboard is open.
 */
export function useLiveStream(): LiveEventStore {
  const [store] = useState(() => new LiveEventStore());
  useEffect(() => {
    const close = connectLiveStream(store, openRelaySocket());
    return () => {
      close();
      store.dispose();
    };
  }, [store]);
  return store;
}

/** The list, pause flag and connection, re-rendering at most once per animation frame. */
export function useLiveEventState(store: LiveEventStore): LiveEventState {
  return useSyncExternalStore(store.subscribe, store.getState);
}

/** The figures computed from the stream, sampled every `intervalMs`. */
export function useStreamStats(store: LiveEventStore, intervalMs: number): StreamStats {
  const [stats, setStats] = useState(store.stats);
  useEffect(() => {
    setStats(store.stats());
    const timer = setInterval(() => setStats(store.stats()), intervalMs);
    return () => clearInterval(timer);
  }, [store, intervalMs]);
  return stats;
}
