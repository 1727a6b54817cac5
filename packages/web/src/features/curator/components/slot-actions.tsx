import { useState } from 'react';
import { toast } from 'sonner';
import { Archive, ArchiveRestore, Play, RotateCcw, Trash2 } from 'lucide-react';
import {
  ARCHIVE_MESSAGES,
  SLOT_MESSAGES,
  slotArchiveConfirmMessage,
  slotDeleteConfirmMessage,
  slotUnarchiveConfirmMessage,
  versionOf,
  type Slot,
} from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useTRPC } from '../../../lib/trpc-query';
import { useFreshRead } from '../../../lib/use-fresh-read';
import { useDeleteSlot } from '../api/use-delete-slot';
import { useDemoPlay } from '../api/use-demo-play';
import { useResetSlot } from '../api/use-reset-slot';
import { useUpdateSlot } from '../api/use-update-slot';
import { DemoOverlay } from './demo-overlay';
import styles from './curator.module.css';

type Action = 'archive' | 'unarchive' | 'reset' | 'delete';

const TITLES: Record<Action, string> = {
  archive: 'Archive slot',
  unarchive: 'Unarchive slot',
  reset: 'Reset slot',
  delete: 'Delete slot',
};
const LABELS: Record<Action, string> = {
  archive: 'Archive',
  unarchive: 'Unarchive',
  reset: 'Reset',
  delete: 'Delete',
};
const FAILED: Record<Action, string> = {
  archive: SLOT_MESSAGES.archiveFailed,
  unarchive: SLOT_MESSAGES.unarchiveFailed,
  reset: SLOT_MESSAGES.resetFailed,
  delete: SLOT_MESSAGES.deleteFailed,
};

/** The archive (or unarchive) confirmation: the same for the Archive button and the form's checkbox. */
export const archiveConfirmation = (title: string, archive: boolean) =>
  archive
    ? { title: TITLES.archive, message: slotArchiveConfirmMessage(title), confirmLabel: 'Archive' }
    : {
        title: TITLES.unarchive,
        message: slotUnarchiveConfirmMessage(title),
        confirmLabel: 'Unarchive',
      };

/**
 * The lifecycle actions of a slot in its modal: Play (demo), Archive or Unarchive,
 * Reset, Delete Slot, each confirmed first with the spec's text.
 */
export function SlotActions({
  slot,
  disabled,
  onDone,
}: {
  slot: Slot;
  disabled: boolean;
  /** After an action went through: the modal closes. */
  onDone: () => void;
}) {
  const [confirm, setConfirm] = useState<Action | null>(null);
  // archived, but the removal from production failed: the slot is archived, players still see it
  const [stillLive, setStillLive] = useState(false);
  // the slot's version once the archive went through: the retry's base (the user's own archive
  // is not someone else's change)
  const [archivedVersion, setArchivedVersion] = useState<string | null>(null);
  const trpc = useTRPC();
  const read = useFreshRead();
  const archived = slot.archived || stillLive;
  const [demoUrl, setDemoUrl] = useState<string | null>(null);
  const updateSlot = useUpdateSlot();
  const resetSlot = useResetSlot();
  const deleteSlot = useDeleteSlot();
  const demo = useDemoPlay();
  const pending = updateSlot.isPending || resetSlot.isPending || deleteSlot.isPending;
  const busy = disabled || pending;

  const run = async (action: Action) => {
    // the slot as this modal shows it: a change by someone else since is a CONFLICT
    const base = action === 'archive' && archivedVersion ? archivedVersion : versionOf(slot);
    try {
      if (action === 'archive' || action === 'unarchive') {
        await updateSlot.mutateAsync({ id: slot.id, archived: action === 'archive', base });
        toast.success(`Slot "${slot.title}" ${action}d`);
      } else if (action === 'reset') {
        await resetSlot.mutateAsync({ id: slot.id, base });
        toast.success(`Slot "${slot.title}" reset`);
      } else {
        await deleteSlot.mutateAsync({ id: slot.id });
        toast.success(`Slot "${slot.title}" deleted`);
      }
      setConfirm(null);
      onDone();
    } catch (err) {
      setConfirm(null);
      if (
        action === 'archive' &&
        errorMessage(err, '').startsWith(ARCHIVE_MESSAGES.stillInProduction)
      ) {
        setStillLive(true);
        const now = await read(trpc.slots.get.queryOptions({ id: slot.id })).catch(() => null);
        setArchivedVersion(now ? versionOf(now) : null);
      } else toast.error(FAILED[action], { description: errorMessage(err, '') || undefined });
    }
  };

  const play = async () => {
    try {
      setDemoUrl(await demo.mutateAsync(slot.id));
    } catch {
      toast.error(SLOT_MESSAGES.demoLaunchFailed);
    }
  };

  const message: Record<Action, string> = {
    archive: archiveConfirmation(slot.title, true).message,
    unarchive: archiveConfirmation(slot.title, false).message,
    reset: SLOT_MESSAGES.resetConfirm,
    delete: slotDeleteConfirmMessage(slot.title),
  };

  return (
    <>
      {stillLive && (
        <p className={styles.formError} role="alert">
          {ARCHIVE_MESSAGES.stillInProduction} —{' '}
          <Button size="sm" onClick={() => void run('archive')} loading={updateSlot.isPending}>
            {ARCHIVE_MESSAGES.retry}
          </Button>
        </p>
      )}
      <div className={styles.modalActions} role="group" aria-label="Slot actions">
        {slot.hasDemo && (
          <Button variant="secondary" onClick={() => void play()} loading={demo.isPending}>
            <Play size={14} aria-hidden="true" /> Play
          </Button>
        )}
        {archived ? (
          <Button variant="secondary" onClick={() => setConfirm('unarchive')} disabled={busy}>
            <ArchiveRestore size={14} aria-hidden="true" /> Unarchive
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setConfirm('archive')} disabled={busy}>
            <Archive size={14} aria-hidden="true" /> Archive
          </Button>
        )}
        <Button variant="secondary" onClick={() => setConfirm('reset')} disabled={busy}>
          <RotateCcw size={14} aria-hidden="true" /> Reset
        </Button>
        <Button variant="danger" onClick={() => setConfirm('delete')} disabled={busy}>
          <Trash2 size={14} aria-hidden="true" /> Delete Slot
        </Button>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => !next && setConfirm(null)}
        title={confirm ? TITLES[confirm] : ''}
        message={confirm ? message[confirm] : ''}
        confirmLabel={confirm ? LABELS[confirm] : ''}
        variant={confirm === 'delete' || confirm === 'reset' ? 'danger' : 'primary'}
        pending={pending}
        onConfirm={() => confirm && void run(confirm)}
      />
      <DemoOverlay url={demoUrl} title={slot.title} onClose={() => setDemoUrl(null)} />
    </>
  );
}
