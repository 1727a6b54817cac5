import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { LIVE_RELAY, presenceSchema, type Presence } from '@pitboss/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc-query';

/**
 * Who else has this order open in order mode (the relay's `presence`, across gateways): the
 * tab says it has `target` open while mounted, and hears the list on every change. The signed-in
 * user's own tabs are left out.
 */
export function useOrderPresence(target: string): Presence['editors'] {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: Infinity })).data?.user
    ?.username;
  const [editors, setEditors] = useState<Presence['editors']>([]);
  useEffect(() => {
    const socket = io({ path: LIVE_RELAY.path, transports: ['websocket'] });
    socket.on('connect', () => socket.emit(LIVE_RELAY.events.presenceJoin, target));
    socket.on(LIVE_RELAY.events.presence, (raw: unknown) => {
      const parsed = presenceSchema.safeParse(raw);
      if (parsed.success && parsed.data.target === target) setEditors(parsed.data.editors);
    });
    return () => {
      socket.emit(LIVE_RELAY.events.presenceLeave, target);
      socket.disconnect();
    };
  }, [target]);
  return editors.filter((e) => e.username !== me);
}
