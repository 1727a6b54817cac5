import { toast } from 'sonner';
import type { CatalogueChange } from '@pitboss/contracts';
import { useLiveChanges } from '../../../lib/use-live-changes';
import { useInvalidateCurator } from '../api/invalidate';

const CURATOR_DOMAINS = ['slots', 'providers', 'groups', 'catalogue'] as const;

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

/** "Ada Admin updated a slot (#<id>)". */
function describeChange(change: CatalogueChange): string {
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
  const invalidate = useInvalidateCurator();
  useLiveChanges(CURATOR_DOMAINS, (change) => {
    void invalidate();
    toast.info(describeChange(change));
  });
}
