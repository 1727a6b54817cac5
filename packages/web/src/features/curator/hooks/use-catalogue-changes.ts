import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { toast } from 'sonner';
import { LIVE_RELAY, catalogueChangeSchema, type CatalogueChange } from '@pitboss/contracts';
import { curatorKeys } from '../api/client';

const CURATOR_DOMAINS = new Set(['slots', 'providers', 'groups', 'catalogue']);

const ACTIONS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  archive: 'archived',
  unarchive: 'unarchived',
  reset: 'reset',
  toggleLive: 'toggled live on',
  bulkOrder: 'reordered',
  deleteImage: 'removed the image of',
  uploadImage: 'uploaded an image for',
  publish: 'published',
  importBackup: 'imported a backup into',
  setGroups: 'changed the groups of',
};

const NOUNS: Record<string, string> = {
  slots: 'a slot',
  providers: 'a provider',
  groups: 'a group',
  catalogue: 'the catalogue',
};

/** "Ada Admin updated a slot (#42)". */
export function describeChange(change: CatalogueChange): string {
  const [, action = change.procedure] = change.procedure.split('.');
  const verb = ACTIONS[action] ?? `changed (${change.procedure})`;
  const noun = NOUNS[change.domain] ?? change.domain;
  const target = change.targetId ? ` (#${change.targetId})` : '';
  const who = change.by.displayName || change.by.username;
  if (action === 'publish' || action === 'reset') {
    return `${who} ${action === 'publish' ? 'published' : 'reset'} the catalogue`;
  }
  return `${who} ${verb} ${noun}${target}`;
}

/**
 * Another user's catalogue change (the gateway relay's `catalogue_changed`): the open lists
 * refresh and a notice says who changed what.
 */
export function useCatalogueChanges() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = io({ path: LIVE_RELAY.path, transports: ['websocket'] });
    socket.on(LIVE_RELAY.events.catalogueChanged, (raw: unknown) => {
      const parsed = catalogueChangeSchema.safeParse(raw);
      if (!parsed.success || !CURATOR_DOMAINS.has(parsed.data.domain)) return;
      void queryClient.invalidateQueries({ queryKey: curatorKeys.all });
      toast.info(describeChange(parsed.data));
    });
    return () => {
      socket.off(LIVE_RELAY.events.catalogueChanged);
      socket.disconnect();
    };
  }, [queryClient]);
}
