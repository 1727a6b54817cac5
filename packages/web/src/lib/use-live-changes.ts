import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import {
  LIVE_RELAY,
  catalogueChangeSchema,
  type CatalogueChange,
  type CatalogueDomain,
} from '@pitboss/contracts';

/**
 * Other users' changes in some domains (the gateway relay's `catalogue_changed`), for a section
 * that refreshes its lists and says who changed what. One socket while the section is open.
 */
export function useLiveChanges(
  domains: readonly CatalogueDomain[],
  onChange: (change: CatalogueChange) => void,
) {
  const handler = useRef(onChange);
  handler.current = onChange;
  const key = domains.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    const socket = io({ path: LIVE_RELAY.path, transports: ['websocket'] });
    socket.on(LIVE_RELAY.events.catalogueChanged, (raw: unknown) => {
      const parsed = catalogueChangeSchema.safeParse(raw);
      if (parsed.success && wanted.has(parsed.data.domain)) handler.current(parsed.data);
    });
    return () => {
      socket.off(LIVE_RELAY.events.catalogueChanged);
      socket.disconnect();
    };
  }, [key]);
}

/** "Ada Admin updated a table (#<id>)". */
export function describeLiveChange(change: CatalogueChange, noun: string): string {
  const [, action = change.procedure] = change.procedure.split('.');
  const verbs: Record<string, string> = {
    create: 'created',
    update: 'updated',
    delete: 'deleted',
    uploadFiles: 'uploaded files for',
    replaceFiles: 'replaced the files of',
  };
  const who = change.by.displayName || change.by.username;
  const target = change.targetId ? ` (#${change.targetId})` : '';
  return `${who} ${verbs[action] ?? 'changed'} ${noun}${target}`;
}
