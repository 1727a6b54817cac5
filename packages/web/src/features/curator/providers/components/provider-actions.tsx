import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { toast } from 'sonner';
import {
  Archive,
  ArchiveRestore,
  ChevronDown,
  Power,
  PowerOff,
  RotateCcw,
  Trash2,
} from 'lucide-react';
import {
  PROVIDER_MESSAGES,
  providerArchiveConfirmMessage,
  providerDeleteConfirmMessage,
  providerUnarchiveConfirmMessage,
  versionOf,
  type Provider,
} from '@pitboss/contracts';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { errorMessage } from '../../../../lib/error-message';
import { providerFailure } from '../lib/provider-failure';
import { useDeleteProvider } from '../api/use-delete-provider';
import { useResetProvider } from '../api/use-reset-provider';
import { useSetProviderArchived } from '../api/use-set-provider-archived';
import { useToggleProviderLive } from '../api/use-toggle-provider-live';
import menu from '../../../../components/menu.module.css';
import styles from './providers.module.css';

type Action = 'archive' | 'unarchive' | 'reset' | 'delete';

const FAILED: Record<Action, string> = {
  archive: PROVIDER_MESSAGES.archiveFailed,
  unarchive: PROVIDER_MESSAGES.unarchiveFailed,
  reset: PROVIDER_MESSAGES.resetFailed,
  delete: PROVIDER_MESSAGES.deleteFailed,
};
const TITLES: Record<Action, [string, string]> = {
  archive: ['Archive provider', 'Archive'],
  unarchive: ['Unarchive provider', 'Unarchive'],
  reset: ['Reset provider', 'Reset'],
  delete: ['Delete provider', 'Delete'],
};

/**
 * A provider's lifecycle actions in its modal: Set Live / Set Offline, and the
 * Actions menu (Reset, Archive or Unarchive, Delete Provider), each confirmed with the spec's text.
 */
export function ProviderActions({
  provider,
  saving,
  onChanged,
  onDone,
  onBusy,
}: {
  provider: Provider;
  saving: boolean;
  /** Set Live / Set Offline answered the provider as it is now. */
  onChanged: (provider: Provider) => void;
  /** An action of the menu went through: the modal closes. */
  onDone: () => void;
  /** Whether an action is under way (the modal stays open meanwhile). */
  onBusy?: (busy: boolean) => void;
}) {
  const [confirm, setConfirm] = useState<Action | null>(null);
  const setArchived = useSetProviderArchived();
  const toggleLive = useToggleProviderLive();
  const resetProvider = useResetProvider();
  const deleteProvider = useDeleteProvider();
  const actionPending =
    setArchived.isPending || resetProvider.isPending || deleteProvider.isPending;
  const busy = saving || actionPending || toggleLive.isPending;
  const name = provider.displayName;

  // the provider as this modal shows it: a change by someone else since is a CONFLICT
  const base = versionOf(provider);

  const run = async (action: Action) => {
    onBusy?.(true);
    try {
      if (action === 'archive' || action === 'unarchive') {
        await setArchived.mutateAsync({ id: provider.id, archived: action === 'archive', base });
        toast.success(`Provider "${name}" ${action}d`);
      } else if (action === 'reset') {
        await resetProvider.mutateAsync({ id: provider.id, base });
        toast.success(`Provider "${name}" reset`);
      } else {
        await deleteProvider.mutateAsync({ id: provider.id });
        toast.success(`Provider "${name}" deleted`);
      }
      setConfirm(null);
      onDone();
    } catch (err) {
      setConfirm(null);
      toast.error(providerFailure(err, FAILED[action]), {
        description: errorMessage(err, '') || undefined,
      });
    } finally {
      onBusy?.(false);
    }
  };

  const flipLive = async () => {
    try {
      const next = await toggleLive.mutateAsync({ id: provider.id, base });
      onChanged(next);
      toast.success(`Provider "${next.displayName}" is ${next.live ? 'live' : 'offline'}`);
    } catch (err) {
      toast.error(providerFailure(err, PROVIDER_MESSAGES.updateFailed), {
        description: errorMessage(err, '') || undefined,
      });
    }
  };

  const message: Record<Action, string> = {
    archive: providerArchiveConfirmMessage(name),
    unarchive: providerUnarchiveConfirmMessage(name),
    reset: PROVIDER_MESSAGES.resetConfirm,
    delete: providerDeleteConfirmMessage(name),
  };

  return (
    <>
      <div className={styles.modalActions} role="group" aria-label="Provider actions">
        <Button
          variant="secondary"
          onClick={() => void flipLive()}
          loading={toggleLive.isPending}
          disabled={saving || actionPending || (provider.archived && !provider.live)}
        >
          {provider.live ? (
            <>
              <PowerOff size={14} aria-hidden="true" /> Set Offline
            </>
          ) : (
            <>
              <Power size={14} aria-hidden="true" /> Set Live
            </>
          )}
        </Button>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button variant="secondary" disabled={busy}>
              Actions <ChevronDown size={14} aria-hidden="true" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              className={menu.content}
              style={{ zIndex: 80 }}
              align="end"
              sideOffset={6}
            >
              <DropdownMenu.Item className={menu.item} onSelect={() => setConfirm('reset')}>
                <RotateCcw size={14} aria-hidden="true" /> Reset
              </DropdownMenu.Item>
              {provider.archived ? (
                <DropdownMenu.Item className={menu.item} onSelect={() => setConfirm('unarchive')}>
                  <ArchiveRestore size={14} aria-hidden="true" /> Unarchive
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item className={menu.item} onSelect={() => setConfirm('archive')}>
                  <Archive size={14} aria-hidden="true" /> Archive
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Item
                className={`${menu.item} ${menu.danger}`}
                onSelect={() => setConfirm('delete')}
              >
                <Trash2 size={14} aria-hidden="true" /> Delete Provider
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => !next && setConfirm(null)}
        title={confirm ? TITLES[confirm][0] : ''}
        message={confirm ? message[confirm] : ''}
        confirmLabel={confirm ? TITLES[confirm][1] : 'Confirm'}
        variant={confirm === 'delete' || confirm === 'reset' ? 'danger' : 'primary'}
        pending={actionPending}
        onConfirm={() => confirm && void run(confirm)}
      />
    </>
  );
}
